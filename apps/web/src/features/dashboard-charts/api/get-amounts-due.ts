import type { ReportPage } from '@raahi/domain/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The receivables report's age columns, youngest first. */
export const DUE_AGES = ['upTo30', 'days31To60', 'days61To90', 'over90'] as const;

/**
 * What clients owe today, from the receivables report's totals: the outstanding sum, each age's
 * share (paise) and how many clients owe. The operator's only, so only its dashboard asks.
 */
export function useAmountsDue() {
  return useQuery(
    queryOptions({
      queryKey: ['dashboard', 'amounts-due'] as const,
      queryFn: ({ signal }) =>
        http.get<ReportPage>('/reports/receivables?pageSize=100', { signal }),
      select: (page) => ({
        outstanding: Number(page.totals.outstanding ?? 0),
        ages: DUE_AGES.map((age) => ({ age, paise: Number(page.totals[age] ?? 0) })),
        clients: page.rows.filter((row) => Number(row.outstanding ?? 0) > 0).length,
      }),
      staleTime: 60_000,
    }),
  );
}
