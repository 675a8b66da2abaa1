import type { ReportFormat, ReportKind } from '@raahi/domain/reports';
import { downloadFile } from '../../../lib/download';
import { reportSearch, type ReportRequest } from './get-report';

/** A report's file in the format asked for, named by the report and its period. */
export function downloadReport(
  kind: ReportKind,
  format: ReportFormat,
  request: ReportRequest,
): Promise<void> {
  const { page: _page, pageSize: _size, ...filters } = request;
  const period = filters.from && filters.to ? `-${filters.from}-to-${filters.to}` : '';
  return downloadFile(
    `/reports/${kind}/export?${reportSearch({ ...filters })}&format=${format}`,
    `raahi-${kind}${period}.${format}`,
  );
}
