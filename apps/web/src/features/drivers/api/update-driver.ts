import type { Driver, DriverUpdate } from '@raahi/domain/drivers';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { driverPath } from './keys';
import { useDriverSaved } from './use-driver-saved';

/** Changes some of a driver's details; statuses change only through the workflow actions. */
export function updateDriver({
  driverId,
  changes,
}: {
  driverId: string;
  changes: DriverUpdate;
}): Promise<Driver> {
  return http.patch<Driver>(driverPath(driverId), changes);
}

export function useUpdateDriver() {
  const saved = useDriverSaved();
  return useMutation({ mutationFn: updateDriver, onSuccess: saved });
}
