import type { BookableVendor } from '@raahi/domain/duties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The vendors a duty can be booked for or given to: approved and active, as the server decides. */
export function listBookableVendors(signal?: AbortSignal): Promise<BookableVendor[]> {
  return http.get<BookableVendor[]>('/trip/eligible-vendors', { signal });
}

/** Under ['vendors', …], so a vendor blocked or approved on its own pages refreshes this too. */
export function getBookableVendorsQueryOptions() {
  return queryOptions({
    queryKey: ['vendors', 'bookable'],
    queryFn: ({ signal }) => listBookableVendors(signal),
    staleTime: 60 * 1000,
  });
}

export function useBookableVendors(options: { enabled: boolean }) {
  return useQuery({ ...getBookableVendorsQueryOptions(), enabled: options.enabled });
}
