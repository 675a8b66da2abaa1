import type { UnreadCount } from '@raahi/domain/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { FIRST_ANSWER_FRESH_MS } from '../../../lib/query-client';
import { notificationKeys } from './keys';

/** How many of the caller's notifications are unread (GET /notifications/unread-count). */
export function countUnreadNotifications(signal?: AbortSignal): Promise<UnreadCount> {
  return http.get<UnreadCount>('/notifications/unread-count', { signal });
}

export function countUnreadNotificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => countUnreadNotifications(signal),
    staleTime: FIRST_ANSWER_FRESH_MS,
  });
}

/** The bell's number, kept live by `notification.created` events; 0 until it loads. */
export function useNotificationBadge(userId: string | undefined): number {
  return (
    useQuery({ ...countUnreadNotificationsQueryOptions(), enabled: userId !== undefined }).data
      ?.count ?? 0
  );
}
