import type { Session, VerifyOtp } from '@raahi/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { deviceHeaders } from '../../../lib/device-id';
import { http } from '../../../lib/http';

/** Signs in with the code texted to a phone. */
export function verifyOtp(input: VerifyOtp): Promise<Session> {
  return http.post<Session>('/otp/verify-otp', input, {
    auth: false,
    headers: deviceHeaders(),
  });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
