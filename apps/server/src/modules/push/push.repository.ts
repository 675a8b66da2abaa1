import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';

export function createPushRepository(db: Database) {
  return {
    /** One row per user and subscription; registering again refreshes its details. */
    async upsert(row: {
      userId: string;
      token: string;
      deviceType: string;
      platformInfo: string | null;
    }) {
      await db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: [pushSubscriptions.userId, pushSubscriptions.token],
          set: {
            deviceType: row.deviceType,
            platformInfo: row.platformInfo,
            updatedAt: sql`now()`,
          },
        });
    },

    listByUser: (userId: string) =>
      db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),

    /** Which of these users have at least one device registered. */
    usersWithDevices: async (userIds: string[], tx: Executor = db): Promise<Set<string>> => {
      if (userIds.length === 0) return new Set();
      const rows = await tx
        .selectDistinct({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, userIds));
      return new Set(rows.map((row) => row.userId));
    },

    async delete(id: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
