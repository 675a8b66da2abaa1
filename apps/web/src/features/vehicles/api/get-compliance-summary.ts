import type { ComplianceSummary } from '@raahi/domain/vehicles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { vehicleKeys } from './keys';

/** How many of the caller's vehicles are valid, expiring, expired or missing papers. */
export function getComplianceSummary(signal?: AbortSignal): Promise<ComplianceSummary> {
  return http.get<ComplianceSummary>('/records/vehicles/compliance-summary', { signal });
}

export function getComplianceSummaryQueryOptions() {
  return queryOptions({
    queryKey: vehicleKeys.summary(),
    queryFn: ({ signal }) => getComplianceSummary(signal),
  });
}

export function useComplianceSummary(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getComplianceSummaryQueryOptions(), enabled: options.enabled ?? true });
}
