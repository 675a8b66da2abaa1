import type { Eligibility, EligibilityQuery } from '@raahi/domain/duties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { apiSearch } from '../../../lib/list-url-state';
import { dutyKeys } from './keys';

/** Before booking: who of the vendor's drivers and vehicles can take a duty at these times. */
export function listCrewForBooking(
  query: EligibilityQuery,
  signal?: AbortSignal,
): Promise<Eligibility> {
  return http.get<Eligibility>(`/trip/eligible${apiSearch(query)}`, { signal });
}

export function getCrewForBookingQueryOptions(query: EligibilityQuery) {
  return queryOptions({
    queryKey: dutyKeys.eligibleForBooking(query),
    queryFn: ({ signal }) => listCrewForBooking(query, signal),
    staleTime: 0,
  });
}

/** Null until the form has a vendor and times to ask about. */
export function useCrewForBooking(query: EligibilityQuery | null) {
  return useQuery({
    ...getCrewForBookingQueryOptions(query!),
    enabled: query !== null,
  });
}
