import type { ScheduleDays, ScheduleQuery } from '@raahi/domain/duties';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { FIRST_ANSWER_FRESH_MS } from '../../../lib/query-client';
import { apiSearch } from '../../../lib/list-url-state';
import { dutyKeys } from './keys';

/** The month: duties counted by India day and status, by the server. */
export function getScheduleDays(query: ScheduleQuery, signal?: AbortSignal): Promise<ScheduleDays> {
  return http.get<ScheduleDays>(`/trip/schedule/days${apiSearch(query)}`, { signal });
}

export function getScheduleDaysQueryOptions(query: ScheduleQuery) {
  return queryOptions({
    queryKey: dutyKeys.days(query),
    queryFn: ({ signal }) => getScheduleDays(query, signal),
    staleTime: FIRST_ANSWER_FRESH_MS,
  });
}

/** Keeps the previous month on screen while the next one loads. */
export function useScheduleDays(query: ScheduleQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getScheduleDaysQueryOptions(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
