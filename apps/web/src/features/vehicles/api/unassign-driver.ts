import type { Vehicle } from '@raahi/domain/vehicles';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { vehiclePath } from './keys';
import { useVehicleSaved } from './use-vehicle-saved';

/** Takes the vehicle's driver off it; the driver may then be given another vehicle. */
export function unassignDriver({ vehicleId }: { vehicleId: string }): Promise<Vehicle> {
  return http.post<Vehicle>(`${vehiclePath(vehicleId)}/unassign-driver`, {});
}

export function useUnassignDriver() {
  const saved = useVehicleSaved();
  return useMutation({ mutationFn: unassignDriver, onSuccess: saved });
}
