import type { PasswordLogin, Session } from '@raahi/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { deviceHeaders } from '../../../lib/device-id';
import { http } from '../../../lib/http';

/** Vendors and their staff (vendor, VENDOR_USER) sign in with email and password. */
export function loginVendor(credentials: PasswordLogin): Promise<Session> {
  return http.post<Session>('/auth/vendors/login', credentials, {
    auth: false,
    headers: deviceHeaders(),
  });
}

export function useLoginVendor() {
  return useMutation({ mutationFn: loginVendor });
}
