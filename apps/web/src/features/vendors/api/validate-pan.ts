import type { KycAnswer } from '@raahi/domain/kyc-api';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The server's PAN checks and the online provider's answer (public, 60 a minute). */
export function validatePan(pan: string, signal?: AbortSignal): Promise<KycAnswer> {
  return http.post<KycAnswer>('/kyc/validate-pan', { pan }, { auth: false, signal });
}

export function getValidatePanQueryOptions(pan: string) {
  return queryOptions<KycAnswer, Error, KycAnswer, readonly string[]>({
    queryKey: ['kyc', 'pan', pan],
    queryFn: ({ signal }) => validatePan(pan, signal),
    staleTime: Infinity,
    retry: false,
  });
}
