import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Asks the server to push a test notification to the caller's registered devices. */
export function sendTestPush(): Promise<{ message: string }> {
  return http.post<{ message: string }>('/push/test');
}

export function useSendTestPush() {
  return useMutation({ mutationFn: sendTestPush });
}
