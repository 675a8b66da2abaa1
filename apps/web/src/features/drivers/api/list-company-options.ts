import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { Option } from '../../../lib/options';

export type { Option };

/** The operator's active client companies a driver can be associated with. */
export function listCompanyOptions(signal?: AbortSignal): Promise<Option[]> {
  return http.get<Option[]>('/companies', { signal });
}

export function getCompanyOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['companies', 'options'],
    queryFn: ({ signal }) => listCompanyOptions(signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useCompanyOptions() {
  return useQuery(getCompanyOptionsQueryOptions());
}
