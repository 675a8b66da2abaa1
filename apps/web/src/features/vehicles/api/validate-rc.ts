import type { RcAnswer } from '@raahi/domain/kyc-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export function validateRc(vehicleNumber: string, signal?: AbortSignal): Promise<RcAnswer> {
  return http.post<RcAnswer>('/kyc/validate-rc', { vehicleNumber }, { signal });
}

export function getValidateRcQueryOptions(vehicleNumber: string) {
  return queryOptions({
    queryKey: ['kyc', 'rc', vehicleNumber],
    queryFn: ({ signal }) => validateRc(vehicleNumber, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** The server's check of a registration number, asked once typing pauses. */
export function useValidateRc(vehicleNumber: string) {
  const number = useDebouncedValue(vehicleNumber.trim(), 400);
  return useQuery({ ...getValidateRcQueryOptions(number), enabled: number.length >= 4 });
}
