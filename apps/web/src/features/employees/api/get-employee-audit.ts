import type { AuditEntry } from '@raahi/domain/vendors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { employeeQueryKey } from './get-employee';

/** A staff member's history, newest first. */
export function getEmployeeAudit(userId: string, signal?: AbortSignal): Promise<AuditEntry[]> {
  return http.get<AuditEntry[]>(`/records/employees/${encodeURIComponent(userId)}/audit`, {
    signal,
  });
}

export function getEmployeeAuditQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...employeeQueryKey(userId), 'audit'],
    queryFn: ({ signal }) => getEmployeeAudit(userId, signal),
  });
}

export function useEmployeeAudit(userId: string) {
  return useQuery(getEmployeeAuditQueryOptions(userId));
}
