import type { EmployeeListQuery, EmployeePage } from '@raahi/domain/employees';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { apiSearch } from '../../../lib/list-url-state';

export const ADMINS_QUERY_KEY = ['admins'] as const;

/** The list query admins take: the staff list's, without the job role. */
export type AdminListQuery = Omit<Partial<EmployeeListQuery>, 'jobRole'>;

/** The operator's admins (admin only); same paging, search and filters as the staff list. */
export function listAdmins(query: AdminListQuery, signal?: AbortSignal) {
  return http.get<EmployeePage>(`/accounts/admins${apiSearch(query)}`, { signal });
}

export function getAdminsQueryOptions(query: AdminListQuery) {
  return queryOptions({
    queryKey: [...ADMINS_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => listAdmins(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdmins(query: AdminListQuery, enabled = true) {
  return useQuery({ ...getAdminsQueryOptions(query), enabled });
}
