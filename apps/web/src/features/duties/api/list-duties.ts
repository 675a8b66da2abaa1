import type {
  DutyListQuery,
  DutyPage,
  Schedule,
  ScheduleDays,
  ScheduleQuery,
} from '@raahi/domain/duties';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { apiSearch } from '../../../lib/list-url-state';
import { dutyKeys } from './keys';

/** One page of the duties in the caller's scope (GET /trip/trip-list). */
export function listDuties(query: Partial<DutyListQuery>, signal?: AbortSignal): Promise<DutyPage> {
  return http.get<DutyPage>(`/trip/trip-list${apiSearch(query)}`, { signal });
}

export function useDuties(query: Partial<DutyListQuery>, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dutyKeys.list(query),
    queryFn: ({ signal }) => listDuties(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** Every duty overlapping the window, up to the server's cap (`truncated` says it was hit). */
export function getSchedule(query: ScheduleQuery, signal?: AbortSignal): Promise<Schedule> {
  return http.get<Schedule>(`/trip/schedule${apiSearch(query)}`, { signal });
}

export function useSchedule(query: ScheduleQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dutyKeys.schedule(query),
    queryFn: ({ signal }) => getSchedule(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The month: duties counted by India day and status, by the server. */
export function getScheduleDays(query: ScheduleQuery, signal?: AbortSignal): Promise<ScheduleDays> {
  return http.get<ScheduleDays>(`/trip/schedule/days${apiSearch(query)}`, { signal });
}

export function useScheduleDays(query: ScheduleQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dutyKeys.days(query),
    queryFn: ({ signal }) => getScheduleDays(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
