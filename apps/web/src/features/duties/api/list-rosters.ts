import type { RosterPage } from '@raahi/domain/duties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { dutyKeys } from './keys';

/** The caller's rosters, the first hundred (more than any operator keeps). */
export function listRosters(signal?: AbortSignal): Promise<RosterPage> {
  return http.get<RosterPage>('/trip/rosters?pageSize=100', { signal });
}

export function getRostersQueryOptions() {
  return queryOptions({
    queryKey: dutyKeys.rosters(),
    queryFn: ({ signal }) => listRosters(signal),
  });
}

export function useRosters(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getRostersQueryOptions(), enabled: options.enabled ?? true });
}
