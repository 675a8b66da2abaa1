import type { ReportSchedule } from '@raahi/domain/report-schedules';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../../../lib/http';

/** Every schedule query lives under this key: a change to any schedule refreshes the list. */
export const reportScheduleKeys = { all: ['report-schedules'] as const };

export const reportSchedulePath = (id: string) => `/report-schedules/${encodeURIComponent(id)}`;

export function getReportSchedulesQueryOptions() {
  return queryOptions({
    queryKey: reportScheduleKeys.all,
    queryFn: ({ signal }) => http.get<{ items: ReportSchedule[] }>('/report-schedules', { signal }),
  });
}

/** The signed-in person's scheduled reports (GET /report-schedules), with their last results. */
export function useReportSchedules() {
  return useQuery(getReportSchedulesQueryOptions());
}

/** After any change to a schedule: the list is read again. */
export function useReportSchedulesChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: reportScheduleKeys.all }),
    [queryClient],
  );
}
