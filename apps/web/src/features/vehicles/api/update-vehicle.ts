import type { Vehicle, VehicleUpdate } from '@raahi/domain/vehicles';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { vehiclePath } from './keys';
import { useVehicleSaved } from './use-vehicle-saved';

/** Changes some of a vehicle's details and papers; statuses change only through the actions. */
export function updateVehicle({
  vehicleId,
  changes,
}: {
  vehicleId: string;
  changes: VehicleUpdate;
}): Promise<Vehicle> {
  return http.patch<Vehicle>(vehiclePath(vehicleId), changes);
}

export function useUpdateVehicle() {
  const saved = useVehicleSaved();
  return useMutation({ mutationFn: updateVehicle, onSuccess: saved });
}
