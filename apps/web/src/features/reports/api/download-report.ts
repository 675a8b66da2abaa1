import type { ReportFormat, ReportKind } from '@raahi/domain/reports';
import { http } from '../../../lib/http';
import { reportSearch, type ReportRequest } from './get-report';

/**
 * Fetches a report's file (the route needs the bearer token, so a plain link will not do) and
 * hands it to the browser under the name the server gave it.
 */
export async function downloadReport(
  kind: ReportKind,
  format: ReportFormat,
  request: ReportRequest,
): Promise<void> {
  const { page: _page, pageSize: _size, ...filters } = request;
  const blob = await http.get<Blob>(
    `/reports/${kind}/export?${reportSearch({ ...filters })}&format=${format}`,
    { responseType: 'blob' },
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  const period = filters.from && filters.to ? `-${filters.from}-to-${filters.to}` : '';
  link.download = `raahi-${kind}${period}.${format}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
