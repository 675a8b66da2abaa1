import type { Vehicle, VehicleCreate } from '@raahi/domain/vehicles';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useVehicleSaved } from './use-vehicle-saved';

/**
 * A new vehicle, Staged until submitted. The server checks the number (400 with field paths)
 * and answers 409 `{ field }` for a number already registered.
 */
export function createVehicle(input: Partial<VehicleCreate>): Promise<Vehicle> {
  return http.post<Vehicle>('/records/vehicles', input);
}

export function useCreateVehicle() {
  const saved = useVehicleSaved();
  return useMutation({ mutationFn: createVehicle, onSuccess: saved });
}
