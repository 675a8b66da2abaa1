import type { MonthEndRequest, MonthEndRun } from '@raahi/domain/month-end';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invoiceKeys } from './invoices';

const monthEndKeys = {
  latest: (month: string) => [...invoiceKeys.all, 'month-end', month] as const,
};

/** A run still queued or running. */
export const monthEndUnderWay = (run: MonthEndRun | null | undefined) =>
  run?.status === 'queued' || run?.status === 'running';

/**
 * The month's latest month-end run (GET /invoices/month-end?month), asked again every second
 * while it is under way.
 */
export function useMonthEndRun(month: string | null) {
  return useQuery({
    queryKey: monthEndKeys.latest(month ?? ''),
    queryFn: ({ signal }) =>
      http.get<MonthEndRun | null>(`/invoices/month-end?month=${month}`, { signal }),
    enabled: month !== null,
    refetchInterval: (query) => (monthEndUnderWay(query.state.data) ? 1_000 : false),
  });
}

/** Starts the month's run (POST /invoices/month-end): the job is queued, 202. */
export function useStartMonthEnd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MonthEndRequest) => http.post<MonthEndRun>('/invoices/month-end', input),
    onSuccess: (run) => client.setQueryData(monthEndKeys.latest(run.month), run),
  });
}
