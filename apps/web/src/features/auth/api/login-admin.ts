import type { PasswordLogin, Session } from '@raahi/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { deviceHeaders } from '../../../lib/device-id';
import { http } from '../../../lib/http';

/** Operator staff (admin, ADMIN_USER) sign in with email and password. */
export function loginAdmin(credentials: PasswordLogin): Promise<Session> {
  return http.post<Session>('/auth/admins/login', credentials, {
    auth: false,
    headers: deviceHeaders(),
  });
}

export function useLoginAdmin() {
  return useMutation({ mutationFn: loginAdmin });
}
