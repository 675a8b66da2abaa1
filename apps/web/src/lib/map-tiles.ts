import type { MapTiles } from '@raahi/domain/live-location';
import { useQuery } from '@tanstack/react-query';
import { http } from './http';

/**
 * Where maps' tiles come from (GET /live-location/map): the server's configuration, public so
 * that a passenger's shared trip shows the same map as the operator's.
 */
export function getMapTiles(signal?: AbortSignal): Promise<{ tiles: MapTiles }> {
  return http.get<{ tiles: MapTiles }>('/live-location/map', { auth: false, signal });
}

export function useMapTiles() {
  return useQuery({
    queryKey: ['map-tiles'],
    queryFn: ({ signal }) => getMapTiles(signal),
    staleTime: Infinity,
  });
}
