import type { ReportKind, ReportPage, ReportQuery } from '@raahi/domain/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type ReportRequest = Partial<ReportQuery>;

/** The query string of a report's page and of its export: the same filters, by the same names. */
export function reportSearch(request: ReportRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export function getReportQueryOptions(kind: ReportKind, request: ReportRequest) {
  return queryOptions({
    queryKey: ['reports', kind, request],
    queryFn: ({ signal }) =>
      http.get<ReportPage>(`/reports/${kind}?${reportSearch(request)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A page of a report (GET /reports/:kind): rows sorted and paged by the server, with totals. */
export function useReport(kind: ReportKind, request: ReportRequest) {
  return useQuery(getReportQueryOptions(kind, request));
}
