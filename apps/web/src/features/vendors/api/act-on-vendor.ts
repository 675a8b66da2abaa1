import type { Vendor } from '@raahi/domain/vendors';
import type { WorkflowAction } from '@raahi/domain/workflow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { getVendorQueryOptions } from './get-vendor';
import { VENDORS_QUERY_KEY } from './list-vendors';

export interface VendorActionInput {
  vendorId: string;
  action: WorkflowAction;
  /** Required to reject. */
  reason?: string;
}

/** One workflow move; 409 when the vendor's current status does not allow it, 403 for the role. */
export function actOnVendor({ vendorId, action, reason }: VendorActionInput): Promise<Vendor> {
  return http.post<Vendor>(
    `/accounts/vendors/${encodeURIComponent(vendorId)}/${action}`,
    reason ? { reason } : {},
  );
}

export function useActOnVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnVendor,
    onSuccess: async (vendor) => {
      queryClient.setQueryData(getVendorQueryOptions(vendor.id).queryKey, vendor);
      await queryClient.invalidateQueries({ queryKey: VENDORS_QUERY_KEY });
    },
  });
}
