import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Texts a sign-in code to a vendor-side phone (vendor, VENDOR_USER). */
export function sendOtp(input: { phone: string }): Promise<{ message: string }> {
  return http.post<{ message: string }>('/otp/send-otp', input, { auth: false });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
