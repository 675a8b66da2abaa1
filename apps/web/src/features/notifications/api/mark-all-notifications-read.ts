import type { ReadAll } from '@raahi/domain/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { notificationKeys } from './keys';

/** Marks every unread notification of the caller read; how many. */
export function markAllNotificationsRead(): Promise<ReadAll> {
  return http.post<ReadAll>('/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
