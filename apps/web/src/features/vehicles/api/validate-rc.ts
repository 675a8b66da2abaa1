import type { KycCheck } from '@raahi/domain/kyc';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export interface RcAnswer {
  valid: boolean;
  normalized: string;
  /** The number grouped for reading: "KA 01 AB 1234". */
  display: string;
  checks: KycCheck[];
  /** e.g. a BH-series plate, which is for private vehicles only. */
  warnings: string[];
}

export function validateRc(vehicleNumber: string, signal?: AbortSignal): Promise<RcAnswer> {
  return http.post<RcAnswer>('/kyc/validate-rc', { vehicleNumber }, { signal });
}

/** The server's check of a registration number, asked once typing pauses. */
export function useValidateRc(vehicleNumber: string) {
  const number = useDebouncedValue(vehicleNumber.trim(), 400);
  return useQuery({
    queryKey: ['kyc', 'rc', number],
    queryFn: ({ signal }) => validateRc(number, signal),
    enabled: number.length >= 4,
    staleTime: Infinity,
    retry: false,
  });
}
