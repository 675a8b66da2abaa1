import type { Driver } from '@raahi/domain/drivers';
import type { WorkflowAction } from '@raahi/domain/workflow';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { driverPath } from './keys';
import { useDriverSaved } from './use-driver-saved';

export interface DriverActionInput {
  driverId: string;
  action: WorkflowAction;
  /** Required for reject. */
  reason?: string;
}

/**
 * One workflow move (POST /accounts/drivers/:id/{action}). 409 when the driver's status does
 * not allow it, 403 when the role may not, 400 listing what is missing when submitting.
 */
export function applyDriverAction({ driverId, action, reason }: DriverActionInput) {
  return http.post<Driver>(`${driverPath(driverId)}/${action}`, reason ? { reason } : {});
}

export function useApplyDriverAction() {
  const saved = useDriverSaved();
  return useMutation({ mutationFn: applyDriverAction, onSuccess: saved });
}
