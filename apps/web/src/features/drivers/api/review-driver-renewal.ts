import type { Driver } from '@raahi/domain/drivers';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { driverPath } from './keys';
import { useDriverSaved } from './use-driver-saved';

/**
 * The operator's decision on a renewal: approve makes its validity and documents the driver's;
 * reject (with a reason the vendor reads) keeps the old paper. 409 once decided.
 */
export function reviewDriverRenewal({
  driverId,
  renewalId,
  decision,
  reason,
}: {
  driverId: string;
  renewalId: string;
  decision: 'approve' | 'reject';
  reason?: string;
}): Promise<Driver> {
  return http.post<Driver>(
    `${driverPath(driverId)}/renewals/${encodeURIComponent(renewalId)}/${decision}`,
    reason ? { reason } : {},
  );
}

export function useReviewDriverRenewal() {
  const saved = useDriverSaved();
  return useMutation({ mutationFn: reviewDriverRenewal, onSuccess: saved });
}
