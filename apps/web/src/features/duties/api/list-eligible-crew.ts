import type { Eligibility } from '@raahi/domain/duties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { dutyKeys, dutyPath } from './keys';

/** The vendor's drivers and vehicles, each with the reasons it cannot take the duty. */
export function listEligibleCrew(dutyId: string, signal?: AbortSignal): Promise<Eligibility> {
  return http.get<Eligibility>(`${dutyPath(dutyId)}/eligible`, { signal });
}

export function getEligibleCrewQueryOptions(dutyId: string) {
  return queryOptions({
    queryKey: dutyKeys.eligible(dutyId),
    queryFn: ({ signal }) => listEligibleCrew(dutyId, signal),
    // Who is free changes by the minute.
    staleTime: 0,
  });
}

export function useEligibleCrew(dutyId: string) {
  return useQuery(getEligibleCrewQueryOptions(dutyId));
}
