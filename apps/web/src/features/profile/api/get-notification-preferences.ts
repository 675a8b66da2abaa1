import type { NotificationPreferences } from '@raahi/domain/notification-preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const NOTIFICATION_PREFERENCES_QUERY_KEY = ['profile', 'notification-preferences'] as const;

/** The signed-in person's channels per notification kind, as chosen or by default. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return http.get<NotificationPreferences>('/profile/notification-preferences', { signal });
}

export function useNotificationPreferences() {
  return useQuery(
    queryOptions({
      queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY,
      queryFn: ({ signal }) => getNotificationPreferences(signal),
    }),
  );
}
