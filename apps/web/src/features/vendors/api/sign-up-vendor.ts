import type { Vendor, VendorCreate } from '@raahi/domain/vendors';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * Public sign-up from the onboarding wizard: needs the phone's verification token and a
 * password. Sent without the bearer token, so a signed-in visitor still signs up for itself.
 */
export function signUpVendor(input: VendorCreate): Promise<Vendor> {
  return http.post<Vendor>('/accounts/vendors', input, { auth: false });
}

export function useSignUpVendor() {
  return useMutation({ mutationFn: signUpVendor });
}
