import type { Vendor, VendorUpdate } from '@raahi/domain/vendors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { getVendorQueryOptions } from './get-vendor';
import { VENDORS_QUERY_KEY } from './list-vendors';

/** The owner or an operator changes details; 409 `{ field }` for a duplicate GSTIN, PAN, … */
export function updateVendor({
  vendorId,
  changes,
}: {
  vendorId: string;
  changes: VendorUpdate;
}): Promise<Vendor> {
  return http.patch<Vendor>(`/accounts/vendors/${encodeURIComponent(vendorId)}`, changes);
}

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendor,
    onSuccess: async (vendor) => {
      queryClient.setQueryData(getVendorQueryOptions(vendor.id).queryKey, vendor);
      await queryClient.invalidateQueries({ queryKey: VENDORS_QUERY_KEY });
    },
  });
}
