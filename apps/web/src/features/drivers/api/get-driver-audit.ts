import type { AuditEntry } from '@raahi/domain/vendors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { driverKeys, driverPath } from './keys';

/** The driver's history, newest first. */
export function getDriverAudit(driverId: string, signal?: AbortSignal): Promise<AuditEntry[]> {
  return http.get<AuditEntry[]>(`${driverPath(driverId)}/audit`, {
    signal,
  });
}

export function getDriverAuditQueryOptions(driverId: string) {
  return queryOptions({
    queryKey: driverKeys.audit(driverId),
    queryFn: ({ signal }) => getDriverAudit(driverId, signal),
  });
}

export function useDriverAudit(driverId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getDriverAuditQueryOptions(driverId), enabled: options.enabled ?? true });
}
