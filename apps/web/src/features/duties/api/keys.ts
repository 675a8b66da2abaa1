import type { DutyListQuery, EligibilityQuery, ScheduleQuery } from '@raahi/domain/duties';

/**
 * Every duties query lives under ['duties', …], so a move on one duty refreshes the schedule,
 * the list, the counts and that duty with one invalidation.
 */
export const dutyKeys = {
  all: ['duties'] as const,
  lists: () => [...dutyKeys.all, 'list'] as const,
  list: (query: Partial<DutyListQuery>) => [...dutyKeys.lists(), query] as const,
  schedule: (query: ScheduleQuery) => [...dutyKeys.all, 'schedule', query] as const,
  days: (query: ScheduleQuery) => [...dutyKeys.all, 'days', query] as const,
  summary: () => [...dutyKeys.all, 'summary'] as const,
  detail: (id: string) => [...dutyKeys.all, 'detail', id] as const,
  audit: (id: string) => [...dutyKeys.all, 'audit', id] as const,
  eligible: (id: string) => [...dutyKeys.all, 'eligible', id] as const,
  eligibleForBooking: (query: EligibilityQuery) =>
    [...dutyKeys.all, 'eligible', 'booking', query] as const,
  rosters: () => [...dutyKeys.all, 'rosters'] as const,
};

export const dutyPath = (dutyId: string) => `/trip/${encodeURIComponent(dutyId)}`;
