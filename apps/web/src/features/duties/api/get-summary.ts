import type { DutySummary } from '@raahi/domain/duties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { dutyKeys } from './keys';

/** Today's duties (India time) in the caller's scope, counted by status. */
export function getDutySummary(signal?: AbortSignal): Promise<DutySummary> {
  return http.get<DutySummary>('/trip/summary/today', { signal });
}

export function getDutySummaryQueryOptions() {
  return queryOptions({
    queryKey: dutyKeys.summary(),
    queryFn: ({ signal }) => getDutySummary(signal),
  });
}

export function useDutySummary(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getDutySummaryQueryOptions(), enabled: options.enabled ?? true });
}
