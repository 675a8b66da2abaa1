import type { Notification } from '@raahi/domain/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { notificationKeys } from './keys';

/** Marks one of the caller's notifications read. */
export function markNotificationRead(id: string): Promise<Notification> {
  return http.post<Notification>(`/notifications/${encodeURIComponent(id)}/read`);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
