import type { Duty } from '@raahi/domain/duties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { dutyKeys, dutyPath } from './keys';

/** One duty; 404 when it does not exist or is not the caller's to see. */
export function getDuty(dutyId: string, signal?: AbortSignal): Promise<Duty> {
  return http.get<Duty>(dutyPath(dutyId), { signal });
}

export function getDutyQueryOptions(dutyId: string) {
  return queryOptions({
    queryKey: dutyKeys.detail(dutyId),
    queryFn: ({ signal }) => getDuty(dutyId, signal),
  });
}

export function useDuty(dutyId: string | null | undefined) {
  return useQuery({ ...getDutyQueryOptions(dutyId ?? ''), enabled: Boolean(dutyId) });
}
