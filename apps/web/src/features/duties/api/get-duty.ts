import type { Duty } from '@raahi/domain/duties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { FIRST_ANSWER_FRESH_MS } from '../../../lib/query-client';
import { dutyKeys, dutyPath } from './keys';

/** One duty; 404 when it does not exist or is not the caller's to see. */
export function getDuty(dutyId: string, signal?: AbortSignal): Promise<Duty> {
  return http.get<Duty>(dutyPath(dutyId), { signal });
}

export function getDutyQueryOptions(dutyId: string) {
  return queryOptions({
    queryKey: dutyKeys.detail(dutyId),
    queryFn: ({ signal }) => getDuty(dutyId, signal),
    // Asked for with the code by the driver's day and a drawer opened from the address.
    staleTime: FIRST_ANSWER_FRESH_MS,
  });
}

export function useDuty(dutyId: string | null | undefined) {
  return useQuery({ ...getDutyQueryOptions(dutyId ?? ''), enabled: Boolean(dutyId) });
}
