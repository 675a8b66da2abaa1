import type { DutySlip } from '@raahi/domain/duty-slips';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { slipKeys, slipPath } from './keys';

/** The duty's slip; 404 when the duty is not the caller's to see. */
export function getSlip(dutyId: string, signal?: AbortSignal): Promise<DutySlip> {
  return http.get<DutySlip>(slipPath(dutyId), { signal });
}

export function getSlipQueryOptions(dutyId: string) {
  return queryOptions({
    queryKey: slipKeys.detail(dutyId),
    queryFn: ({ signal }) => getSlip(dutyId, signal),
  });
}

export function useSlip(dutyId: string) {
  return useQuery(getSlipQueryOptions(dutyId));
}
