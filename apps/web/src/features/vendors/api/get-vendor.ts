import type { Vendor } from '@raahi/domain/vendors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { VENDORS_QUERY_KEY } from './list-vendors';

/** One vendor: operators see any, a vendor's people their own; 404 otherwise. */
export function getVendor(vendorId: string, signal?: AbortSignal): Promise<Vendor> {
  return http.get<Vendor>(`/accounts/vendors/${encodeURIComponent(vendorId)}`, { signal });
}

export function getVendorQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: [...VENDORS_QUERY_KEY, 'detail', vendorId],
    queryFn: ({ signal }) => getVendor(vendorId, signal),
  });
}

export function useVendor(vendorId: string | null | undefined) {
  return useQuery({ ...getVendorQueryOptions(vendorId ?? ''), enabled: Boolean(vendorId) });
}
