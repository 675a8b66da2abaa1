import type { Vehicle } from '@raahi/domain/vehicles';
import type { WorkflowAction } from '@raahi/domain/workflow';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { vehiclePath } from './keys';
import { useVehicleSaved } from './use-vehicle-saved';

/**
 * One workflow move (POST /records/vehicles/:id/{action}). 409 when the vehicle's status does
 * not allow it, 403 when the role may not, 400 listing what is missing when submitting.
 */
export function applyVehicleAction({
  vehicleId,
  action,
  reason,
}: {
  vehicleId: string;
  action: WorkflowAction;
  reason?: string;
}): Promise<Vehicle> {
  return http.post<Vehicle>(`${vehiclePath(vehicleId)}/${action}`, reason ? { reason } : {});
}

export function useApplyVehicleAction() {
  const saved = useVehicleSaved();
  return useMutation({ mutationFn: applyVehicleAction, onSuccess: saved });
}
