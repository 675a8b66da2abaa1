import type { DutyListQuery, DutyPage } from '@raahi/domain/duties';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { FIRST_ANSWER_FRESH_MS } from '../../../lib/query-client';
import { apiSearch } from '../../../lib/list-url-state';
import { dutyKeys } from './keys';

/** One page of the duties in the caller's scope (GET /trip/trip-list). */
export function listDuties(query: Partial<DutyListQuery>, signal?: AbortSignal): Promise<DutyPage> {
  return http.get<DutyPage>(`/trip/trip-list${apiSearch(query)}`, { signal });
}

export function getDutiesQueryOptions(query: Partial<DutyListQuery>) {
  return queryOptions({
    queryKey: dutyKeys.list(query),
    queryFn: ({ signal }) => listDuties(query, signal),
    staleTime: FIRST_ANSWER_FRESH_MS,
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useDuties(query: Partial<DutyListQuery>, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getDutiesQueryOptions(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
