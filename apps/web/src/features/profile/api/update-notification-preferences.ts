import type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@raahi/domain/notification-preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { NOTIFICATION_PREFERENCES_QUERY_KEY } from './get-notification-preferences';

/** Turns channels on or off; the answer is the whole grid as it now is. */
export function updateNotificationPreferences(
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  return http.put<NotificationPreferences>('/profile/notification-preferences', update);
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (grid) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_QUERY_KEY, grid),
  });
}
