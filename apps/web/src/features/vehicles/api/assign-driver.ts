import type { Vehicle } from '@raahi/domain/vehicles';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { vehiclePath } from './keys';
import { useVehicleSaved } from './use-vehicle-saved';

/**
 * Gives the vehicle an approved, active driver of its vendor: 409 when the driver already has
 * a vehicle or is not approved and active, 400 when it works for another vendor.
 */
export function assignDriver({
  vehicleId,
  driverId,
}: {
  vehicleId: string;
  driverId: string;
}): Promise<Vehicle> {
  return http.post<Vehicle>(`${vehiclePath(vehicleId)}/assign-driver`, { driverId });
}

export function useAssignDriver() {
  const saved = useVehicleSaved();
  return useMutation({ mutationFn: assignDriver, onSuccess: saved });
}
