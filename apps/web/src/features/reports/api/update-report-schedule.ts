import type { ReportSchedule, UpdateReportSchedule } from '@raahi/domain/report-schedules';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { reportSchedulePath, useReportSchedulesChanged } from './list-report-schedules';

/** Changes a schedule: pauses or resumes it, or its time (PATCH /report-schedules/:id). */
export function updateReportSchedule({
  id,
  changes,
}: {
  id: string;
  changes: UpdateReportSchedule;
}): Promise<ReportSchedule> {
  return http.patch<ReportSchedule>(reportSchedulePath(id), changes);
}

export function useUpdateReportSchedule() {
  const changed = useReportSchedulesChanged();
  return useMutation({ mutationFn: updateReportSchedule, onSuccess: changed });
}
