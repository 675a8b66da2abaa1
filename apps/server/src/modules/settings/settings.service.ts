import {
  SETTING_KEYS,
  settingsFrom,
  type Settings,
  type SettingsUpdate,
} from '@raahi/domain/settings';
import type { Database, Executor } from '../../db/client.js';
import { recordAudit } from '../../core/audit.js';
import type { Actor } from '../../core/auth-context.js';
import type { SettingsRepository } from './settings.repository.js';

/**
 * The operator's settings. Read from the database on every call, not cached: the moves that read
 * them are a handful a minute, and so every server process sees a change at once.
 */
export function createSettingsService(deps: { db: Database; settings: SettingsRepository }) {
  const { db, settings: repo } = deps;

  async function current(tx: Executor = db): Promise<Settings> {
    return settingsFrom(await repo.stored(tx));
  }

  return {
    current,

    /** Saves the settings that differ from now, with their audit entry (before → after). */
    async update(actor: Actor, changes: SettingsUpdate): Promise<Settings> {
      return db.transaction(async (tx) => {
        await repo.lock(tx);
        const before = await current(tx);
        // Compared as JSON, so a setting that holds a list or an object compares by value too.
        const changed = SETTING_KEYS.filter(
          (key) =>
            changes[key] !== undefined &&
            JSON.stringify(changes[key]) !== JSON.stringify(before[key]),
        );
        if (changed.length === 0) return before;
        const after = { ...before, ...changes };
        const pick = (from: Settings) => Object.fromEntries(changed.map((key) => [key, from[key]]));
        await repo.save(pick(after), actor.id, tx);
        await recordAudit(tx, actor, {
          action: 'updated',
          entity: 'settings',
          entityId: 'settings',
          before: pick(before),
          after: pick(after),
        });
        return after;
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
