import type { AuditEntry } from '@raahi/domain/vendors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { vehicleKeys, vehiclePath } from './keys';

/** The vehicle's history, newest first. */
export function getVehicleAudit(vehicleId: string, signal?: AbortSignal): Promise<AuditEntry[]> {
  return http.get<AuditEntry[]>(`${vehiclePath(vehicleId)}/audit`, { signal });
}

export function getVehicleAuditQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: vehicleKeys.audit(vehicleId),
    queryFn: ({ signal }) => getVehicleAudit(vehicleId, signal),
  });
}

export function useVehicleAudit(vehicleId: string) {
  return useQuery(getVehicleAuditQueryOptions(vehicleId));
}
