import type { EmployeePage } from '@raahi/domain/employees';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { toSearch, type EmployeeListRequest } from './list-employees';

export const ADMINS_QUERY_KEY = ['admins'] as const;

/** The operator's admins (admin only); same paging, search and filters as the staff list. */
export function listAdmins(query: Omit<EmployeeListRequest, 'jobRole'>, signal?: AbortSignal) {
  return http.get<EmployeePage>(`/accounts/admins?${toSearch(query)}`, { signal });
}

export function getAdminsQueryOptions(query: Omit<EmployeeListRequest, 'jobRole'>) {
  return queryOptions({
    queryKey: [...ADMINS_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => listAdmins(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdmins(query: Omit<EmployeeListRequest, 'jobRole'>, enabled = true) {
  return useQuery({ ...getAdminsQueryOptions(query), enabled });
}
