import type { DutyTrail } from '@raahi/domain/live-location';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { liveLocationKeys } from './keys';

/** A started duty's trail is read again this often while its vehicle is selected. */
const TRAIL_REFRESH_MS = 30_000;

/** A duty's trail and distance (GET /live-location/duties/:dutyId/trail). */
export function getDutyTrail(dutyId: string, signal?: AbortSignal): Promise<DutyTrail> {
  return http.get<DutyTrail>(`/live-location/duties/${encodeURIComponent(dutyId)}/trail`, {
    signal,
  });
}

export function useDutyTrail(dutyId: string | null) {
  return useQuery({
    queryKey: [...liveLocationKeys.all, 'trail', dutyId] as const,
    queryFn: ({ signal }) => getDutyTrail(dutyId!, signal),
    enabled: dutyId !== null,
    refetchInterval: TRAIL_REFRESH_MS,
  });
}
