import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationInsert = Pick<
  typeof notifications.$inferInsert,
  'recipientId' | 'kind' | 'params' | 'link' | 'sourceKey'
>;

export interface NotificationFilter {
  kind?: string;
  unreadOnly: boolean;
  /** The last item of the previous page: this page is what is older. */
  after?: { createdAt: Date; id: string };
  limit: number;
}

/** The notifications table: each person's own rows, always by recipient. */
export function createNotificationsRepository(db: Database) {
  return {
    /** Inserts what is not there yet (same recipient and source key); the rows it inserted. */
    async insertNew(tx: Executor, rows: NotificationInsert[]): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      return tx
        .insert(notifications)
        .values(rows)
        .onConflictDoNothing({ target: [notifications.recipientId, notifications.sourceKey] })
        .returning();
    },

    /** A page of a person's notifications, newest first (by the recipient's keyset index). */
    async page(recipientId: string, filter: NotificationFilter): Promise<NotificationRow[]> {
      const { after } = filter;
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            filter.kind ? eq(notifications.kind, filter.kind) : undefined,
            filter.unreadOnly ? isNull(notifications.readAt) : undefined,
            after
              ? or(
                  lt(notifications.createdAt, after.createdAt),
                  and(eq(notifications.createdAt, after.createdAt), lt(notifications.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(filter.limit);
    },

    async unreadCount(recipientId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Marks one of a person's notifications read (keeping the first time); null if not theirs. */
    async markRead(recipientId: string, id: string): Promise<NotificationRow | null> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
        .returning();
      return row ?? null;
    },

    /** Marks all of a person's unread notifications read, in one statement; how many. */
    async markAllRead(recipientId: string): Promise<number> {
      const result = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
      return result.rowCount ?? 0;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
