import type { TrailReplay } from '@raahi/domain/trail-replay';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { liveLocationKeys } from './keys';

/** What to replay: a vehicle over a window, or a duty from its start to its end (or now). */
export type ReplaySource =
  | { kind: 'vehicle'; vehicleId: string; from: string; to: string }
  | { kind: 'duty'; dutyId: string };

function replayPath(source: ReplaySource): string {
  if (source.kind === 'duty')
    return `/live-location/duties/${encodeURIComponent(source.dutyId)}/replay`;
  const query = new URLSearchParams({ from: source.from, to: source.to });
  return `/live-location/vehicles/${encodeURIComponent(source.vehicleId)}/replay?${query}`;
}

/** A trail for replay (GET /live-location/vehicles/:id/replay or /duties/:id/replay). */
export function useReplay(source: ReplaySource | null) {
  return useQuery({
    queryKey: [...liveLocationKeys.all, 'replay', source] as const,
    queryFn: ({ signal }) => http.get<TrailReplay>(replayPath(source!), { signal }),
    enabled: source !== null,
    // A replay is of the past: read once per source.
    staleTime: Infinity,
  });
}
