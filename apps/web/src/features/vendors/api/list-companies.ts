import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export interface Company {
  id: string;
  name: string;
  archivedAt: string | null;
}

/** The operator's client companies (active ones); public, the sign-up wizard offers them. */
export function listCompanies(signal?: AbortSignal): Promise<Company[]> {
  return http.get<Company[]>('/companies', { signal, auth: false });
}

export function getCompaniesQueryOptions() {
  return queryOptions({
    queryKey: ['companies'],
    queryFn: ({ signal }) => listCompanies(signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useCompanies() {
  return useQuery(getCompaniesQueryOptions());
}
