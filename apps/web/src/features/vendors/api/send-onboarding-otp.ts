import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Texts a code that proves the business phone during sign-up; 429 within 30 s of the last. */
export function sendOnboardingOtp(input: { phone: string }): Promise<{ message: string }> {
  return http.post<{ message: string }>(
    '/otp/send-otp',
    { ...input, purpose: 'onboarding' },
    { auth: false },
  );
}

export function useSendOnboardingOtp() {
  return useMutation({ mutationFn: sendOnboardingOtp });
}
