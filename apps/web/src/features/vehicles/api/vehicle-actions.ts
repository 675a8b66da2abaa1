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

export function unassignDriver({ vehicleId }: { vehicleId: string }): Promise<Vehicle> {
  return http.post<Vehicle>(`${vehiclePath(vehicleId)}/unassign-driver`, {});
}

export function useApplyVehicleAction() {
  const saved = useVehicleSaved();
  return useMutation({ mutationFn: applyVehicleAction, onSuccess: saved });
}

export function useAssignDriver() {
  const saved = useVehicleSaved();
  return useMutation({ mutationFn: assignDriver, onSuccess: saved });
}

export function useUnassignDriver() {
  const saved = useVehicleSaved();
  return useMutation({ mutationFn: unassignDriver, onSuccess: saved });
}
