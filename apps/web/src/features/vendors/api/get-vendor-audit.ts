import type { AuditEntry } from '@raahi/domain/vendors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { VENDORS_QUERY_KEY } from './list-vendors';

/** The vendor's history, newest first: who changed what, and when. */
export function getVendorAudit(vendorId: string, signal?: AbortSignal): Promise<AuditEntry[]> {
  return http.get<AuditEntry[]>(`/accounts/vendors/${encodeURIComponent(vendorId)}/audit`, {
    signal,
  });
}

export function getVendorAuditQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: [...VENDORS_QUERY_KEY, 'audit', vendorId],
    queryFn: ({ signal }) => getVendorAudit(vendorId, signal),
  });
}

export function useVendorAudit(vendorId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getVendorAuditQueryOptions(vendorId), enabled: options.enabled ?? true });
}
