import type { AuditEntry } from '@raahi/domain/vendors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { FIRST_ANSWER_FRESH_MS } from '../../../lib/query-client';
import { dutyKeys, dutyPath } from './keys';

/** The duty's history, newest first. */
export function getDutyAudit(dutyId: string, signal?: AbortSignal): Promise<AuditEntry[]> {
  return http.get<AuditEntry[]>(`${dutyPath(dutyId)}/audit`, { signal });
}

export function getDutyAuditQueryOptions(dutyId: string) {
  return queryOptions({
    queryKey: dutyKeys.audit(dutyId),
    queryFn: ({ signal }) => getDutyAudit(dutyId, signal),
    staleTime: FIRST_ANSWER_FRESH_MS,
  });
}

export function useDutyAudit(dutyId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getDutyAuditQueryOptions(dutyId), enabled: options.enabled ?? true });
}
