import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
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

    async delete(id: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
