import type { DashboardCharts } from '@raahi/domain/dashboard-charts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The numbers behind the dashboard's charts, in the signed-in person's own scope. */
export function getDashboardCharts(signal?: AbortSignal): Promise<DashboardCharts> {
  return http.get<DashboardCharts>('/dashboard/charts', { signal });
}

export function getDashboardChartsQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'charts'] as const,
    queryFn: ({ signal }) => getDashboardCharts(signal),
    // Totals of thirty days: a minute old is fresh enough, and a return to the page is instant.
    staleTime: 60_000,
  });
}

export function useDashboardCharts() {
  return useQuery(getDashboardChartsQueryOptions());
}
