import type { Employee } from '@raahi/domain/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { EMPLOYEES_QUERY_KEY } from './list-employees';

export const employeeQueryKey = (userId: string) =>
  [...EMPLOYEES_QUERY_KEY, 'detail', userId] as const;

/** One of the caller's staff; 404 for anyone else's (or no one's). */
export function getEmployee(userId: string, signal?: AbortSignal): Promise<Employee> {
  return http.get<Employee>(`/records/employees/${encodeURIComponent(userId)}`, { signal });
}

export function getEmployeeQueryOptions(userId: string) {
  return queryOptions({
    queryKey: employeeQueryKey(userId),
    queryFn: ({ signal }) => getEmployee(userId, signal),
  });
}

export function useEmployee(userId: string) {
  return useQuery(getEmployeeQueryOptions(userId));
}
