import type { Vendor } from '@raahi/domain/vendors';
import { useQueries } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { Option } from '../../../lib/options';

/**
 * The ids of the client companies a driver's vendors work with, read from each vendor's record:
 * a driver serves only those (the server refuses others). Null until every vendor has loaded.
 */
export function useVendorCompanyIds(vendorIds: string[]): Set<string> | null {
  return useQueries({
    queries: vendorIds.map((vendorId) => ({
      queryKey: ['drivers', 'vendor-companies', vendorId],
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Option[]> =>
        (await http.get<Vendor>(`/accounts/vendors/${encodeURIComponent(vendorId)}`, { signal }))
          .associatedCompanies,
      staleTime: 5 * 60 * 1000,
    })),
    combine: (results) =>
      results.every((result) => result.data)
        ? new Set(results.flatMap((result) => result.data!.map((company) => company.id)))
        : null,
  });
}
