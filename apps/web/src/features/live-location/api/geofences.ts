import type { Geofence, GeofenceInput } from '@raahi/domain/geofences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { liveLocationKeys } from './keys';

const geofencePath = (id: string) => `/geofences/${encodeURIComponent(id)}`;

/** The operator's geofences and the caller's own (GET /geofences). */
export function useGeofences() {
  return useQuery({
    queryKey: liveLocationKeys.geofences(),
    queryFn: ({ signal }) => http.get<{ geofences: Geofence[] }>('/geofences', { signal }),
  });
}

function useGeofencesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: liveLocationKeys.geofences() });
}

/** Draws a new geofence, or changes one (`id`). */
export function useSaveGeofence() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: GeofenceInput }) =>
      id ? http.put<Geofence>(geofencePath(id), input) : http.post<Geofence>('/geofences', input),
    onSuccess: useGeofencesChanged(),
  });
}

export function useRemoveGeofence() {
  return useMutation({
    mutationFn: (id: string) => http.delete<void>(geofencePath(id)),
    onSuccess: useGeofencesChanged(),
  });
}
