import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export interface Option {
  id: string;
  name: string;
}

/** The operator's active client companies, which duties are booked for. */
export function useCompanyOptions(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({
      queryKey: ['companies', 'options'],
      queryFn: ({ signal }) => http.get<Option[]>('/companies', { signal }),
      staleTime: 5 * 60 * 1000,
    }),
    enabled: options.enabled ?? true,
  });
}

/** Approved vendors (first 100, blocked ones too), for operators only: the filter by vendor. */
export function useVendorOptions(options: { enabled: boolean }) {
  return useQuery({
    queryKey: ['vendors', 'options'],
    queryFn: async ({ signal }) => {
      const page = await http.get<{ items: Option[] }>(
        '/accounts/vendors?approvalStatus=Approved&pageSize=100&sort=name',
        { signal },
      );
      return page.items.map(({ id, name }) => ({ id, name }));
    },
    staleTime: 5 * 60 * 1000,
    enabled: options.enabled,
  });
}
