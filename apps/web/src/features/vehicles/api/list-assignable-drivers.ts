import type { DriverPage } from '@raahi/domain/drivers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { Option } from '../../../lib/options';

export interface DriverOption extends Option {
  regId: string;
  /** Already drives another vehicle (the server refuses to give it a second). */
  hasVehicle: boolean;
}

/** The vendor's approved, active drivers, who may be given a vehicle (first 100 by name). */
export async function listAssignableDrivers(
  vendorId: string,
  signal?: AbortSignal,
): Promise<DriverOption[]> {
  const params = new URLSearchParams({
    approvalStatus: 'Approved',
    accountStatus: 'Active',
    vendorId,
    pageSize: '100',
    sort: 'name',
  });
  const page = await http.get<DriverPage>(`/accounts/drivers?${params}`, { signal });
  return page.items.map(({ id, name, regId, vehicle }) => ({
    id,
    name,
    regId,
    hasVehicle: vehicle !== null,
  }));
}

/** Under ['drivers', …], so a driver given a vehicle or blocked elsewhere refreshes this too. */
export function getAssignableDriversQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['drivers', 'assignable', vendorId],
    queryFn: ({ signal }) => listAssignableDrivers(vendorId, signal),
  });
}

export function useAssignableDrivers(vendorId: string, options: { enabled: boolean }) {
  return useQuery({ ...getAssignableDriversQueryOptions(vendorId), enabled: options.enabled });
}
