import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from './http';

/** A record to pick from a list: its id and what to call it. */
export interface Option {
  id: string;
  name: string;
}

/**
 * Approved vendors an operator can add a driver or vehicle for, or filter a list by (first 100).
 */
export async function listVendorOptions(signal?: AbortSignal): Promise<Option[]> {
  const page = await http.get<{ items: Option[] }>(
    '/accounts/vendors?approvalStatus=Approved&pageSize=100&sort=name',
    { signal },
  );
  return page.items.map(({ id, name }) => ({ id, name }));
}

export function getVendorOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['vendors', 'options'],
    queryFn: ({ signal }) => listVendorOptions(signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** Only operators may list vendors; everyone else leaves it disabled. */
export function useVendorOptions(options: { enabled: boolean }) {
  return useQuery({ ...getVendorOptionsQueryOptions(), enabled: options.enabled });
}
