import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { notificationPreferences, users } from '../../db/schema/index.js';

export interface StoredPreference {
  userId: string;
  kind: string;
  channel: string;
  enabled: boolean;
}

/** What people changed from the default channels; a missing row means the default. */
export function createNotificationPreferencesRepository(db: Database) {
  return {
    listOwn: (userId: string, tx: Executor = db) =>
      tx
        .select({
          userId: notificationPreferences.userId,
          kind: notificationPreferences.kind,
          channel: notificationPreferences.channel,
          enabled: notificationPreferences.enabled,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId)),

    /** The stored choices of these people for these kinds, and each person's role. */
    async forRecipients(tx: Executor, userIds: string[], kinds: string[]) {
      const [roles, choices] = await Promise.all([
        // Read-only: the users table, for the role the defaults depend on.
        tx.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, userIds)),
        tx
          .select({
            userId: notificationPreferences.userId,
            kind: notificationPreferences.kind,
            channel: notificationPreferences.channel,
            enabled: notificationPreferences.enabled,
          })
          .from(notificationPreferences)
          .where(
            and(
              inArray(notificationPreferences.userId, userIds),
              inArray(notificationPreferences.kind, kinds),
            ),
          ),
      ]);
      return { roles, choices };
    },

    /** Saves choices (one statement); a choice made again only moves its time. */
    async save(tx: Executor, rows: StoredPreference[]) {
      if (rows.length === 0) return;
      await tx
        .insert(notificationPreferences)
        .values(rows)
        .onConflictDoUpdate({
          target: [
            notificationPreferences.userId,
            notificationPreferences.kind,
            notificationPreferences.channel,
          ],
          set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
        });
    },
  };
}

export type NotificationPreferencesRepository = ReturnType<
  typeof createNotificationPreferencesRepository
>;
