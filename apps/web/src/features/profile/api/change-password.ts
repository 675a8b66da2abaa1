import type { ChangePassword } from '@raahi/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Needs the current password; the server signs out every other device. */
export function changePassword(input: ChangePassword): Promise<{ message: string }> {
  return http.post<{ message: string }>('/profile/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
