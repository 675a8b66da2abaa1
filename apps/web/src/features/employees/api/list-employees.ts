import type { EmployeeListQuery, EmployeePage } from '@raahi/domain/employees';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { apiSearch } from '../../../lib/list-url-state';

export const EMPLOYEES_QUERY_KEY = ['employees'] as const;

/** An admin's ADMIN_USERs or a vendor's VENDOR_USERs; Deleted ones only when filtered for. */
export function listEmployees(query: Partial<EmployeeListQuery>, signal?: AbortSignal) {
  return http.get<EmployeePage>(`/records/employees${apiSearch(query)}`, { signal });
}

export function getEmployeesQueryOptions(query: Partial<EmployeeListQuery>) {
  return queryOptions({
    queryKey: [...EMPLOYEES_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => listEmployees(query, signal),
    // Paging and filtering keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useEmployees(query: Partial<EmployeeListQuery>) {
  return useQuery(getEmployeesQueryOptions(query));
}
