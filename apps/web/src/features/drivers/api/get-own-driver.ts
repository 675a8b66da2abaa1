import type { Driver } from '@raahi/domain/drivers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { driverKeys } from './keys';

/** The signed-in driver's own record. */
export function getOwnDriver(signal?: AbortSignal): Promise<Driver> {
  return http.get<Driver>('/accounts/drivers/me', { signal });
}

export function getOwnDriverQueryOptions() {
  return queryOptions({
    queryKey: driverKeys.own(),
    queryFn: ({ signal }) => getOwnDriver(signal),
  });
}

export function useOwnDriver() {
  return useQuery(getOwnDriverQueryOptions());
}
