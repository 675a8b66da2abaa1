import type { AuditEntry } from '@raahi/domain/vendors';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { slipKeys, slipPath } from './keys';

/** Who filled or corrected what on the slip, and why; newest first. */
export function getSlipAudit(dutyId: string, signal?: AbortSignal): Promise<AuditEntry[]> {
  return http.get<AuditEntry[]>(`${slipPath(dutyId)}/audit`, { signal });
}

export function useSlipAudit(dutyId: string) {
  return useQuery({
    queryKey: slipKeys.audit(dutyId),
    queryFn: ({ signal }) => getSlipAudit(dutyId, signal),
  });
}
