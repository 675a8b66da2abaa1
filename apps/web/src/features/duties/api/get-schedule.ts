import type { Schedule, ScheduleQuery } from '@raahi/domain/duties';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { FIRST_ANSWER_FRESH_MS } from '../../../lib/query-client';
import { apiSearch } from '../../../lib/list-url-state';
import { dutyKeys } from './keys';

/** Every duty overlapping the window, up to the server's cap (`truncated` says it was hit). */
export function getSchedule(query: ScheduleQuery, signal?: AbortSignal): Promise<Schedule> {
  return http.get<Schedule>(`/trip/schedule${apiSearch(query)}`, { signal });
}

export function getScheduleQueryOptions(query: ScheduleQuery) {
  return queryOptions({
    queryKey: dutyKeys.schedule(query),
    queryFn: ({ signal }) => getSchedule(query, signal),
    staleTime: FIRST_ANSWER_FRESH_MS,
  });
}

/** Keeps the previous window on screen while the next one loads. */
export function useSchedule(query: ScheduleQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getScheduleQueryOptions(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
