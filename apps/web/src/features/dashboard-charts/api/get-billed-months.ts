import { reportPeriod } from '@raahi/domain/report-periods';
import type { ReportPage } from '@raahi/domain/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** This month and the six before it. */
export const BILLED_MONTHS = 7;

/** The India months the billed chart covers, oldest first, and the days they span. */
export function billedWindow(now = new Date()) {
  const { from: thisMonth, to } = reportPeriod('this-month', now);
  const [year, month] = thisMonth.split('-').map(Number) as [number, number];
  const months = Array.from({ length: BILLED_MONTHS }, (_, i) => {
    const at = new Date(Date.UTC(year, month - BILLED_MONTHS + i, 1));
    return at.toISOString().slice(0, 7);
  });
  return { months, from: `${months[0]}-01`, to };
}

/**
 * Net billed per month (invoices less credit notes, in paise), read from the invoices report
 * grouped by month: the operator's only, so only its dashboard asks.
 */
export function useBilledMonths() {
  const window = billedWindow();
  return useQuery(
    queryOptions({
      queryKey: ['dashboard', 'billed', window.from, window.to] as const,
      queryFn: ({ signal }) =>
        http.get<ReportPage>(
          `/reports/invoices?from=${window.from}&to=${window.to}&groupBy=month&pageSize=12`,
          { signal },
        ),
      select: (page) =>
        window.months.map((month) => ({
          month,
          paise: Number(page.rows.find((row) => row.month === month)?.total ?? 0),
        })),
      staleTime: 60_000,
    }),
  );
}
