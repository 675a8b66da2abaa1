import type { Vehicle } from '@raahi/domain/vehicles';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { vehiclePath } from './keys';
import { useVehicleSaved } from './use-vehicle-saved';

/**
 * The operator's decision on a renewal: approve makes its date, number and certificate the
 * vehicle's; reject (with a reason the vendor reads) keeps the old paper. 409 once decided.
 */
export function reviewVehicleRenewal({
  vehicleId,
  renewalId,
  decision,
  reason,
}: {
  vehicleId: string;
  renewalId: string;
  decision: 'approve' | 'reject';
  reason?: string;
}): Promise<Vehicle> {
  return http.post<Vehicle>(
    `${vehiclePath(vehicleId)}/renewals/${encodeURIComponent(renewalId)}/${decision}`,
    reason ? { reason } : {},
  );
}

export function useReviewVehicleRenewal() {
  const saved = useVehicleSaved();
  return useMutation({ mutationFn: reviewVehicleRenewal, onSuccess: saved });
}
