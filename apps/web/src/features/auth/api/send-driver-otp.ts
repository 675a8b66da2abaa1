import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Texts a sign-in code to a driver's phone. */
export function sendDriverOtp(input: { phone: string }): Promise<{ message: string }> {
  return http.post<{ message: string }>('/otp/send-otp-driver', input, { auth: false });
}

export function useSendDriverOtp() {
  return useMutation({ mutationFn: sendDriverOtp });
}
