import type { NotificationKind } from '@raahi/domain/notifications';

export interface NotificationFilters {
  kind?: NotificationKind;
  unread?: boolean;
}

/** Every notifications query lives under ['notifications', …]: a new one refreshes them all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filters: NotificationFilters) => [...notificationKeys.all, 'list', filters] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};
