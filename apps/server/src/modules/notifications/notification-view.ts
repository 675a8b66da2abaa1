import type { Notification, NotificationKind } from '@raahi/domain/notifications';
import type { NotificationRow } from './notifications.repository.js';

/** A stored notification as the API answers it. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    params: row.params,
    link: row.link,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
