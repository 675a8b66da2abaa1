import type { KycAnswer } from '@raahi/domain/kyc-api';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The server's GSTIN checks (with the PAN it should contain) and the online provider's answer. */
export function validateGstin(
  input: { gstin: string; pan?: string },
  signal?: AbortSignal,
): Promise<KycAnswer> {
  return http.post<KycAnswer>('/kyc/validate-gstin', input, { auth: false, signal });
}

export function getValidateGstinQueryOptions(gstin: string, pan: string | undefined) {
  return queryOptions<KycAnswer, Error, KycAnswer, readonly string[]>({
    queryKey: ['kyc', 'gstin', gstin, pan ?? ''],
    queryFn: ({ signal }) => validateGstin({ gstin, pan: pan || undefined }, signal),
    staleTime: Infinity,
    retry: false,
  });
}
