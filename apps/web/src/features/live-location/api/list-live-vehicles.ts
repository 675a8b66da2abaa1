import type { LiveVehicleList } from '@raahi/domain/live-location';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { liveLocationKeys, VEHICLES_REFRESH_MS } from './keys';

/** The caller's vehicles with their last positions (GET /live-location/vehicles). */
export function listLiveVehicles(signal?: AbortSignal): Promise<LiveVehicleList> {
  return http.get<LiveVehicleList>('/live-location/vehicles', { signal });
}

export function liveVehiclesQueryOptions() {
  return queryOptions({
    queryKey: liveLocationKeys.vehicles(),
    queryFn: ({ signal }) => listLiveVehicles(signal),
    refetchInterval: VEHICLES_REFRESH_MS,
  });
}

export function useLiveVehicles() {
  return useQuery(liveVehiclesQueryOptions());
}
