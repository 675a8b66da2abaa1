import type { PhonePosition, SharingState } from '@raahi/domain/live-location';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { liveLocationKeys } from './keys';

/** A duty started or completed elsewhere (the vendor, the operator) is seen within this. */
const SHARING_REFRESH_MS = 30_000;

/** Whether the driver's phone should share its position now (GET /live-location/sharing). */
export function getSharingState(signal?: AbortSignal): Promise<SharingState> {
  return http.get<SharingState>('/live-location/sharing', { signal });
}

export const sharingKey = () => [...liveLocationKeys.all, 'sharing'] as const;

export function useSharingState() {
  return useQuery({
    queryKey: sharingKey(),
    queryFn: ({ signal }) => getSharingState(signal),
    refetchInterval: SHARING_REFRESH_MS,
  });
}

/** Sends queued fixes, oldest first (POST /live-location/my-positions). */
export function sendMyPositions(
  positions: PhonePosition[],
): Promise<{ stored: number; refused: number }> {
  return http.post('/live-location/my-positions', { positions });
}
