import {
  decodeNotificationCursor,
  encodeNotificationCursor,
  InAppPathSchema,
  NotificationParamsSchema,
  type Notification,
  type NotificationKind,
  type NotificationParams,
  type NotificationsPage,
  type NotificationsQuery,
} from '@raahi/domain/notifications';
import type { AuthContext } from '../../core/auth-context.js';
import { emitEvents } from '../../core/events.js';
import type { Transaction } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { toNotification } from './notification-view.js';
import type { NotificationsRepository } from './notifications.repository.js';

/** What to tell one person: the words come from `kind` and `params` on their screen. */
export interface NotificationDraft {
  recipientId: string;
  kind: NotificationKind;
  params?: NotificationParams;
  /** An in-app path to the record it is about. */
  link?: string | null;
  /**
   * What caused it, the same for every retry of that cause: `event:<outbox id>`,
   * `reminder:<kind>:<record id>:<date>`, … A person is told once per source key.
   */
  sourceKey: string;
  /** When what it tells of happened (its order in a person's list); now if not said. */
  createdAt?: Date;
}

/** A notification just created: what the API shows, and to whom and why it went. */
export interface CreatedNotification extends Notification {
  recipientId: string;
  sourceKey: string;
}

/**
 * Runs in the transaction that created the notifications, after they are written (other
 * channels plan their deliveries here, so a rollback takes those with it).
 */
export type NotificationsCreatedListener = (
  tx: Transaction,
  created: CreatedNotification[],
) => Promise<void>;

/** The notification centre: creating notifications, and each person reading their own. */
export function createNotificationsService(deps: {
  notifications: NotificationsRepository;
  /** Called in order after each creation that created at least one notification. */
  afterCreate?: NotificationsCreatedListener[];
}) {
  const { notifications: repo } = deps;
  const listeners = deps.afterCreate ?? [];

  /**
   * Creates the notifications not created before (same recipient and source key), in the
   * caller's transaction, with a `notification.created` event to each recipient's socket; the
   * ones it created.
   */
  async function createNotifications(
    tx: Transaction,
    drafts: NotificationDraft[],
  ): Promise<CreatedNotification[]> {
    if (drafts.length === 0) return [];
    const rows = await repo.insertNew(
      tx,
      drafts.map((draft) => ({
        recipientId: draft.recipientId,
        kind: draft.kind,
        // A programming error, not user input: a bad draft throws rather than being stored.
        params: NotificationParamsSchema.parse(draft.params ?? {}),
        link: draft.link == null ? null : InAppPathSchema.parse(draft.link),
        sourceKey: draft.sourceKey,
        ...(draft.createdAt ? { createdAt: draft.createdAt } : {}),
      })),
    );
    if (rows.length === 0) return [];
    const created = rows.map((row) => ({
      ...toNotification(row),
      recipientId: row.recipientId,
      sourceKey: row.sourceKey,
    }));
    await emitEvents(
      tx,
      created.map((notification) => ({
        type: 'notification.created' as const,
        notificationId: notification.id,
        userId: notification.recipientId,
        kind: notification.kind,
      })),
    );
    for (const listener of listeners) await listener(tx, created);
    return created;
  }

  return {
    createNotifications,

    /** The caller's own notifications, newest first, a page at a time. */
    async list(caller: AuthContext, query: NotificationsQuery): Promise<NotificationsPage> {
      let after: { createdAt: Date; id: string } | undefined;
      if (query.cursor) {
        const decoded = decodeNotificationCursor(query.cursor);
        if (!decoded)
          throw new AppError('VALIDATION_FAILED', 'Not a cursor this list gave', [
            { path: 'query.cursor', message: 'Not a cursor this list gave' },
          ]);
        after = { createdAt: new Date(decoded.createdAt), id: decoded.id };
      }
      const rows = await repo.page(caller.userId, {
        kind: query.kind,
        unreadOnly: query.unread === 'true',
        after,
        limit: query.limit + 1,
      });
      const items = rows.slice(0, query.limit).map(toNotification);
      const last = items.at(-1);
      return {
        items,
        nextCursor: rows.length > query.limit && last ? encodeNotificationCursor(last) : null,
      };
    },

    async unreadCount(caller: AuthContext): Promise<{ count: number }> {
      return { count: await repo.unreadCount(caller.userId) };
    },

    /** Marks one of the caller's notifications read; another person's is 404. */
    async markRead(caller: AuthContext, id: string): Promise<Notification> {
      const row = await repo.markRead(caller.userId, id);
      if (!row) throw notFound('Notification');
      return toNotification(row);
    },

    /** Marks every unread notification of the caller read, in one statement. */
    async markAllRead(caller: AuthContext): Promise<{ marked: number }> {
      return { marked: await repo.markAllRead(caller.userId) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
