import type { PhoneVerification, VerifyOtp } from '@raahi/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Trades the texted code for a token (valid 1 hour) that sign-up and drafts accept. */
export function verifyPhone(input: VerifyOtp): Promise<PhoneVerification> {
  return http.post<PhoneVerification>('/otp/verify-phone', input, { auth: false });
}

export function useVerifyPhone() {
  return useMutation({ mutationFn: verifyPhone });
}
