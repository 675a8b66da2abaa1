import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { notificationDeliveries, notifications, users } from '../../db/schema/index.js';

export type DeliveryState = 'pending' | 'sending' | 'sent' | 'retrying' | 'failed';

export interface PlannedDelivery {
  notificationId: string;
  channel: string;
  idempotencyKey: string;
  notBefore: Date;
}

/**
 * A claim older than this belongs to a process that died while sending (pg-boss fails a run
 * after 15 minutes and retries it): the retry may take the delivery over.
 */
const STALE_CLAIM = sql`interval '16 minutes'`;

export function createNotificationDeliveriesRepository(db: Database) {
  const d = notificationDeliveries;
  /** Ends a try: only the claim in progress may (a stale one taken over no longer can). */
  const endTry = (id: string, values: Record<string, unknown>) =>
    db
      .update(d)
      .set({ ...values, claimedAt: null, updatedAt: sql`now()` })
      .where(and(eq(d.id, id), eq(d.state, 'sending')));

  return {
    /** Plans deliveries; one already planned (same key) is left alone. The new ones. */
    insertPlanned: (tx: Executor, rows: PlannedDelivery[]) =>
      tx
        .insert(d)
        .values(rows)
        .onConflictDoNothing({ target: d.idempotencyKey })
        .returning({ id: d.id, notBefore: d.notBefore }),

    /**
     * Takes a delivery for one try: only one caller gets it (the update is conditional), and
     * only while it waits for a try or its last claim went stale. Null for everyone else.
     */
    async claim(id: string) {
      const [row] = await db
        .update(d)
        .set({
          state: 'sending',
          attempts: sql`${d.attempts} + 1`,
          claimedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(d.id, id),
            sql`(${d.state} in ('pending', 'retrying') or (${d.state} = 'sending' and ${d.claimedAt} < now() - ${STALE_CLAIM}))`,
          ),
        )
        .returning({
          id: d.id,
          channel: d.channel,
          attempts: d.attempts,
          notificationId: d.notificationId,
        });
      return row ?? null;
    },

    /** What to send and to whom. Read-only: the notification and its recipient's contact. */
    async content(notificationId: string) {
      const [row] = await db
        .select({
          kind: notifications.kind,
          params: notifications.params,
          link: notifications.link,
          userId: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          language: users.language,
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.recipientId))
        .where(eq(notifications.id, notificationId));
      return row ?? null;
    },

    markSent: (id: string) => endTry(id, { state: 'sent', sentAt: sql`now()`, lastError: null }),

    /** After a failed try: `retrying` (another try is queued) or `failed` (no more tries). */
    markUnsent: (id: string, state: 'retrying' | 'failed', reason: string) =>
      endTry(id, { state, lastError: reason.slice(0, 500) }),

    /** Deliveries whose first try is due and has not happened: their job was never queued. */
    overdue: (dueBefore: Date, limit: number) =>
      db
        .select({ id: d.id, notBefore: d.notBefore })
        .from(d)
        .where(and(eq(d.state, 'pending'), lte(d.notBefore, dueBefore)))
        .orderBy(asc(d.notBefore))
        .limit(limit),

    byNotification: (notificationIds: string[]) =>
      db.select().from(d).where(inArray(d.notificationId, notificationIds)),
  };
}

export type NotificationDeliveriesRepository = ReturnType<
  typeof createNotificationDeliveriesRepository
>;
