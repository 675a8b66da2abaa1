import type { VehicleListQuery, VehiclePage } from '@raahi/domain/vehicles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { apiSearch } from '../../../lib/list-url-state';
import { vehicleKeys } from './keys';

/** One page of the vehicles the caller may see (a vendor: its own; the operator: all). */
export function listVehicles(
  query: Partial<VehicleListQuery>,
  signal?: AbortSignal,
): Promise<VehiclePage> {
  return http.get<VehiclePage>(`/records/vehicles${apiSearch(query)}`, { signal });
}

export function getVehiclesQueryOptions(query: Partial<VehicleListQuery>) {
  return queryOptions({
    queryKey: vehicleKeys.list(query),
    queryFn: ({ signal }) => listVehicles(query, signal),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useVehicles(query: Partial<VehicleListQuery>) {
  return useQuery({ ...getVehiclesQueryOptions(query), placeholderData: keepPreviousData });
}
