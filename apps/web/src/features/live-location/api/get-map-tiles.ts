import type { MapTiles } from '@raahi/domain/live-location';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { liveLocationKeys } from './keys';

/** Where the map's tiles come from (GET /live-location/map): the server's configuration. */
export function getMapTiles(signal?: AbortSignal): Promise<{ tiles: MapTiles }> {
  return http.get<{ tiles: MapTiles }>('/live-location/map', { signal });
}

export function useMapTiles() {
  return useQuery({
    queryKey: liveLocationKeys.map(),
    queryFn: ({ signal }) => getMapTiles(signal),
    staleTime: Infinity,
  });
}
