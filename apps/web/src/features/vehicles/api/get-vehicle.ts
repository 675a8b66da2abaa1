import type { Vehicle } from '@raahi/domain/vehicles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { vehicleKeys, vehiclePath } from './keys';

/** One vehicle; 404 when it does not exist or is not the caller's to see. */
export function getVehicle(vehicleId: string, signal?: AbortSignal): Promise<Vehicle> {
  return http.get<Vehicle>(vehiclePath(vehicleId), { signal });
}

export function getVehicleQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: vehicleKeys.detail(vehicleId),
    queryFn: ({ signal }) => getVehicle(vehicleId, signal),
  });
}

export function useVehicle(vehicleId: string | null | undefined) {
  return useQuery({ ...getVehicleQueryOptions(vehicleId ?? ''), enabled: Boolean(vehicleId) });
}
