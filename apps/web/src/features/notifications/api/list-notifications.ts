import type { NotificationsPage } from '@raahi/domain/notifications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { notificationKeys, type NotificationFilters } from './keys';

/** One page of the caller's notifications, newest first, after `cursor`. */
export function listNotifications(
  filters: NotificationFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const query = new URLSearchParams();
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.unread) query.set('unread', 'true');
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return http.get<NotificationsPage>(`/notifications${search ? `?${search}` : ''}`, { signal });
}

export function listNotificationsQueryOptions(filters: NotificationFilters) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listNotifications(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The centre's list: pages loaded one after another ("Load more"). */
export function useNotifications(filters: NotificationFilters) {
  return useInfiniteQuery(listNotificationsQueryOptions(filters));
}
