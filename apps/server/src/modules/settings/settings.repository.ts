import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

/** The settings the operator changed from their defaults, as stored: key → value. */
export function createSettingsRepository(db: Database) {
  return {
    async stored(tx: Executor = db): Promise<Record<string, unknown>> {
      const rows = await tx.select({ key: settings.key, value: settings.value }).from(settings);
      return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    },

    /** Serialises changes, so each one's audit entry starts from what the last one left. */
    async lock(tx: Executor) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('raahi:settings'))`);
    },

    async save(values: Record<string, unknown>, updatedBy: string | null, tx: Executor) {
      const rows = Object.entries(values).map(([key, value]) => ({ key, value, updatedBy }));
      if (rows.length === 0) return;
      await tx
        .insert(settings)
        .values(rows)
        .onConflictDoUpdate({
          target: settings.key,
          set: {
            value: sql`excluded.value`,
            updatedBy: sql`excluded.updated_by`,
            updatedAt: sql`now()`,
          },
        });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
