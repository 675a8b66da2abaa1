import type { EmployeeListQuery, EmployeePage } from '@raahi/domain/employees';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The list query as sent: empty filters are left out. */
export type EmployeeListRequest = Pick<EmployeeListQuery, 'page' | 'pageSize' | 'sort'> &
  Partial<Pick<EmployeeListQuery, 'q' | 'jobRole' | 'accountStatus'>>;

export const EMPLOYEES_QUERY_KEY = ['employees'] as const;

export function toSearch(query: EmployeeListRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** An admin's ADMIN_USERs or a vendor's VENDOR_USERs; Deleted ones only when filtered for. */
export function listEmployees(query: EmployeeListRequest, signal?: AbortSignal) {
  return http.get<EmployeePage>(`/records/employees?${toSearch(query)}`, { signal });
}

export function getEmployeesQueryOptions(query: EmployeeListRequest) {
  return queryOptions({
    queryKey: [...EMPLOYEES_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => listEmployees(query, signal),
    // Paging and filtering keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useEmployees(query: EmployeeListRequest) {
  return useQuery(getEmployeesQueryOptions(query));
}
