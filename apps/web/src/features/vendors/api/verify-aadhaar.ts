import type { AadhaarAnswer, KycAnswer } from '@raahi/domain/kyc-api';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Checks an Aadhaar number; the answer carries only its masked form, 'XXXX XXXX 1234'. */
export function verifyAadhaar(aadhar: string, signal?: AbortSignal): Promise<AadhaarAnswer> {
  return http.post<AadhaarAnswer>('/kyc/verify-aadhar', { aadhar }, { auth: false, signal });
}

/** Typed as the other two KYC checks, so one component shows all three. */
export function getVerifyAadhaarQueryOptions(aadhar: string) {
  return queryOptions<KycAnswer, Error, KycAnswer, readonly string[]>({
    queryKey: ['kyc', 'aadhaar', aadhar],
    queryFn: ({ signal }) => verifyAadhaar(aadhar, signal),
    staleTime: Infinity,
    // The number is kept in this tab's memory only as long as the check is on screen.
    gcTime: 0,
    retry: false,
  });
}
