import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { Option } from './list-company-options';

/** Approved vendors an operator can add a driver for, or filter the list by (first 100). */
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
