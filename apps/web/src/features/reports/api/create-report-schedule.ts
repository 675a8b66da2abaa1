import type { CreateReportSchedule, ReportSchedule } from '@raahi/domain/report-schedules';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useReportSchedulesChanged } from './list-report-schedules';

/** Saves a report with its filters to be e-mailed on a schedule (POST /report-schedules). */
export function createReportSchedule(input: CreateReportSchedule): Promise<ReportSchedule> {
  return http.post<ReportSchedule>('/report-schedules', input);
}

export function useCreateReportSchedule() {
  const changed = useReportSchedulesChanged();
  return useMutation({ mutationFn: createReportSchedule, onSuccess: changed });
}
