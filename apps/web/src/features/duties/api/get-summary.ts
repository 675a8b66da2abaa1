import type { DutySummary } from '@raahi/domain/duties';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { dutyKeys } from './keys';

/** Today's duties (India time) in the caller's scope, counted by status. */
export function getDutySummary(signal?: AbortSignal): Promise<DutySummary> {
  return http.get<DutySummary>('/trip/summary/today', { signal });
}

export function useDutySummary(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dutyKeys.summary(),
    queryFn: ({ signal }) => getDutySummary(signal),
    enabled: options.enabled ?? true,
  });
}
