import type { Vendor, VendorCreate } from '@raahi/domain/vendors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { VENDORS_QUERY_KEY } from './list-vendors';

/** An operator onboards a vendor on its behalf; `submit: false` keeps it Staged. */
export function createVendor(input: VendorCreate & { submit: boolean }): Promise<Vendor> {
  return http.post<Vendor>('/accounts/vendors', input);
}

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VENDORS_QUERY_KEY }),
  });
}
