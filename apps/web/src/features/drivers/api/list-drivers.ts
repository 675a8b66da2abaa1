import type { DriverListQuery, DriverPage } from '@raahi/domain/drivers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { apiSearch } from '../../../lib/list-url-state';
import { driverKeys } from './keys';

/** One page of the drivers the caller may see (a vendor: its own; the operator: all). */
export function listDrivers(
  query: Partial<DriverListQuery>,
  signal?: AbortSignal,
): Promise<DriverPage> {
  return http.get<DriverPage>(`/accounts/drivers${apiSearch(query)}`, { signal });
}

export function getDriversQueryOptions(query: Partial<DriverListQuery>) {
  return queryOptions({
    queryKey: driverKeys.list(query),
    queryFn: ({ signal }) => listDrivers(query, signal),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useDrivers(query: Partial<DriverListQuery>) {
  return useQuery({ ...getDriversQueryOptions(query), placeholderData: keepPreviousData });
}

/** How many drivers the caller has: one row's worth of the list, for the total. */
export function useDriverCount(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getDriversQueryOptions({ pageSize: 1 }),
    select: ({ total, totalExact }) => ({ total, totalExact }),
    enabled: options.enabled ?? true,
  });
}
