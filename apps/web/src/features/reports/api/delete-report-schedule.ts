import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { reportSchedulePath, useReportSchedulesChanged } from './list-report-schedules';

/** Stops and removes a schedule (DELETE /report-schedules/:id). */
export function deleteReportSchedule(id: string): Promise<void> {
  return http.delete<void>(reportSchedulePath(id));
}

export function useDeleteReportSchedule() {
  const changed = useReportSchedulesChanged();
  return useMutation({ mutationFn: deleteReportSchedule, onSuccess: changed });
}
