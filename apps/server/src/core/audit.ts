import type { Executor } from '../db/client.js';
import { deleteInBatches } from '../db/delete-in-batches.js';
import { auditInsert, deleteAuditBefore, selectAudit } from './audit.repository.js';
import type { Actor } from './auth-context.js';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * Of a change's before and after, the fields whose value moved (a field on one side only moved
 * too); null when none did.
 */
export function movedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const moved = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  if (moved.length === 0) return null;
  const pick = (side: Record<string, unknown>) =>
    Object.fromEntries(moved.filter((key) => key in side).map((key) => [key, side[key]]));
  return { before: pick(before), after: pick(after) };
}

/**
 * The one way to write the audit log; call it inside the transaction that makes the change.
 * An entry with a before and an after keeps only the fields that moved, and a save that moved
 * none is not written: the history said "Saved with no changes" for every wizard step.
 */
export async function recordAudit(db: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  if (isRecord(entry.before) && isRecord(entry.after)) {
    const moved = movedFields(entry.before, entry.after);
    if (!moved) return;
    await auditInsert(db, actor, { ...entry, ...moved });
    return;
  }
  await auditInsert(db, actor, entry);
}

/**
 * Audits an edit of a record: the edited fields as they were and as they are now (a field
 * `shown` differently, such as a masked Aadhaar number, through its function).
 */
export async function recordUpdate<Row extends object>(
  db: Executor,
  actor: Actor,
  edit: {
    entity: string;
    entityId: string;
    fields: string[];
    before: Row;
    after: Row;
    shown?: Record<string, (row: Row) => unknown>;
  },
): Promise<void> {
  const pick = (row: Row) => fieldsOf(row, edit.fields, edit.shown);
  await recordAudit(db, actor, {
    action: 'updated',
    entity: edit.entity,
    entityId: edit.entityId,
    before: pick(edit.before),
    after: pick(edit.after),
  });
}

/** A record's history, newest first, with the names of who did what. */
export async function listAudit(db: Executor, entity: string, entityId: string) {
  const rows = await selectAudit(db, entity, entityId);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * The named fields of a row, as an update's audit entry records them before and after;
 * `shown` overrides how a field is written down (an Aadhaar number only masked, say).
 */
export function fieldsOf<Row extends object>(
  row: Row,
  keys: string[],
  shown: Record<string, (row: Row) => unknown> = {},
): Record<string, unknown> {
  return Object.fromEntries(
    keys.map((key) => [key, shown[key] ? shown[key](row) : row[key as keyof Row]]),
  );
}

/**
 * Deletes every entry, security events included, older than `days` days: the operator's
 * retention (auditRetentionDays). The entries deleted.
 */
export async function purgeAuditOlderThan(db: Executor, days: number): Promise<number> {
  const cutoff = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  return deleteInBatches((limit) => deleteAuditBefore(db, cutoff, limit));
}

/** What the audit log records about sign-in and access, beside the changes to records. */
export const SECURITY_ACTIONS = [
  'sign-in-failed',
  'otp-sent',
  'otp-verified',
  'otp-failed',
  'access-denied',
  'signed-out',
  'session-revoked-reuse',
] as const;
export type SecurityAction = (typeof SECURITY_ACTIONS)[number];

/**
 * A security event in the audit log (entity `security`): who when known, from where, and about
 * what (`subject`: a user id, or the email or phone that was tried). Never pass a secret.
 */
export async function recordSecurityEvent(
  db: Executor,
  event: {
    action: SecurityAction;
    actor: Actor;
    subject: string;
    detail?: Record<string, string | number | boolean | null>;
  },
): Promise<void> {
  await auditInsert(db, event.actor, {
    action: event.action,
    entity: 'security',
    entityId: event.subject,
    after: event.detail ?? null,
  });
}
