import type { Vehicle, VehicleCreate, VehicleUpdate } from '@raahi/domain/vehicles';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { vehiclePath } from './keys';
import { useVehicleSaved } from './use-vehicle-saved';

/**
 * A new vehicle, Staged until submitted. The server checks the number (400 with field paths)
 * and answers 409 `{ field }` for a number already registered.
 */
export function createVehicle(input: Partial<VehicleCreate>): Promise<Vehicle> {
  return http.post<Vehicle>('/records/vehicles', input);
}

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

export function useCreateVehicle() {
  const saved = useVehicleSaved();
  return useMutation({ mutationFn: createVehicle, onSuccess: saved });
}

export function useUpdateVehicle() {
  const saved = useVehicleSaved();
  return useMutation({ mutationFn: updateVehicle, onSuccess: saved });
}
