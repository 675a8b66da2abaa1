import type { BookableVendor } from '@raahi/domain/duties';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * The vendors a duty can be booked for or given to: approved and active, as the server decides.
 * Under ['vendors', …], so a vendor blocked or approved on its own pages refreshes this too.
 */
export function useBookableVendors(options: { enabled: boolean }) {
  return useQuery({
    queryKey: ['vendors', 'bookable'],
    queryFn: ({ signal }) => http.get<BookableVendor[]>('/trip/eligible-vendors', { signal }),
    staleTime: 60 * 1000,
    enabled: options.enabled,
  });
}
