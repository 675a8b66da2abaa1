import type { VendorListQuery, VendorPage } from '@raahi/domain/vendors';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { apiSearch } from '../../../lib/list-url-state';

/** Every vendor query starts with this key; a change to any vendor invalidates it. */
export const VENDORS_QUERY_KEY = ['vendors'] as const;

/** Operators only: a page of vendors, searched, filtered and sorted by the server. */
export function listVendors(query: VendorListQuery, signal?: AbortSignal): Promise<VendorPage> {
  return http.get<VendorPage>(`/accounts/vendors${apiSearch(query)}`, { signal });
}

export function getVendorsQueryOptions(query: VendorListQuery) {
  return queryOptions({
    queryKey: [...VENDORS_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => listVendors(query, signal),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useVendors(query: VendorListQuery) {
  return useQuery({ ...getVendorsQueryOptions(query), placeholderData: keepPreviousData });
}
