import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notificationFeed } from '../../db/schema/index.js';

/** How far the notifier has read the outbox, and the missing id it waits on. */
export interface FeedPosition {
  lastId: number;
  gap: { id: number; xmax: bigint } | null;
}

const FEED = 'events';

export function createNotificationFeedRepository() {
  return {
    /**
     * The position, locked until the transaction ends: a second process reading the outbox
     * meanwhile waits here, then starts after what the first one did.
     */
    async lock(tx: Executor): Promise<FeedPosition> {
      // The migration writes the row; this covers a database where it was deleted.
      await tx.execute(sql`insert into ${notificationFeed} (name, last_id)
        select ${FEED}, coalesce(max(id), 0) from event_outbox on conflict do nothing`);
      const [row] = await tx
        .select()
        .from(notificationFeed)
        .where(eq(notificationFeed.name, FEED))
        .for('update');
      return {
        lastId: row!.lastId,
        gap:
          row!.gapId !== null && row!.gapXmax !== null
            ? { id: row!.gapId, xmax: row!.gapXmax }
            : null,
      };
    },

    async save(tx: Executor, position: FeedPosition): Promise<void> {
      await tx
        .update(notificationFeed)
        .set({
          lastId: position.lastId,
          gapId: position.gap?.id ?? null,
          gapXmax: position.gap?.xmax ?? null,
          updatedAt: sql`now()`,
        })
        .where(eq(notificationFeed.name, FEED));
    },
  };
}

export type NotificationFeedRepository = ReturnType<typeof createNotificationFeedRepository>;
