import type { AuditEntry } from '@raahi/domain/vendors';
import type { TFunction } from 'i18next';
import { i18n } from './i18n';

type Change = Pick<AuditEntry, 'before' | 'after'>;

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** The fields whose value moved between an entry's before and after. */
export function movedFields(entry: Change): string[] {
  const before = asRecord(entry.before) ?? {};
  const after = asRecord(entry.after) ?? {};
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
}

/**
 * A save that moved nothing. The server no longer writes these, but older histories hold them
 * (every step of a wizard was one), and they read as noise: "Saved with no changes".
 */
export function isEmptyChange(entry: Change): boolean {
  return (
    asRecord(entry.before) !== null &&
    asRecord(entry.after) !== null &&
    movedFields(entry).length === 0
  );
}

/** A history as people read it: newest first as the server sends it, without empty saves. */
export function shownEntries<T extends Change>(entries: T[]): T[] {
  return entries.filter((entry) => !isEmptyChange(entry));
}

/** A key the catalogue does not know yet, in words: 'renewal-approved' → 'Renewal approved'. */
export function readableKey(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_.:\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

/**
 * What an audit entry's action says: the screen's own words (`ownKeys`, such as
 * 'duties.audit.actions'), else the words every history shares ('history.actions'), else the
 * action's own words; never the raw key ('driver-assigned').
 */
export function auditActionText(t: TFunction, action: string, ownKeys?: string): string {
  for (const prefix of [ownKeys, 'history.actions']) {
    const key = prefix && `${prefix}.${action}`;
    if (key && i18n.exists(key)) return t(key as 'history.actions.created');
  }
  return readableKey(action);
}
