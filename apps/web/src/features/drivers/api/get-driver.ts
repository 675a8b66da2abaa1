import type { Driver } from '@raahi/domain/drivers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { driverKeys, driverPath } from './keys';

/** One driver; 404 when it does not exist or is not the caller's to see. */
export function getDriver(driverId: string, signal?: AbortSignal): Promise<Driver> {
  return http.get<Driver>(driverPath(driverId), { signal });
}

export function getDriverQueryOptions(driverId: string) {
  return queryOptions({
    queryKey: driverKeys.detail(driverId),
    queryFn: ({ signal }) => getDriver(driverId, signal),
  });
}

export function useDriver(driverId: string | null | undefined) {
  return useQuery({ ...getDriverQueryOptions(driverId ?? ''), enabled: Boolean(driverId) });
}
