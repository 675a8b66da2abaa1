import type { ReportSchedule } from '@raahi/domain/report-schedules';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { reportSchedulePath, useReportSchedulesChanged } from './list-report-schedules';

/** E-mails a scheduled report within a minute (POST /report-schedules/:id/send-now). */
export function sendReportNow(id: string): Promise<ReportSchedule> {
  return http.post<ReportSchedule>(`${reportSchedulePath(id)}/send-now`);
}

export function useSendReportNow() {
  const changed = useReportSchedulesChanged();
  return useMutation({ mutationFn: sendReportNow, onSuccess: changed });
}
