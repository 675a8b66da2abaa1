import type { PhonePosition, SharingState, TrackingSettings } from '@raahi/domain/live-location';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { FIRST_ANSWER_FRESH_MS } from '../../../lib/query-client';
import { liveLocationKeys } from './keys';

/** A duty started or completed elsewhere (the vendor, the operator) is seen within this. */
const SHARING_REFRESH_MS = 30_000;

/** Whether the driver's phone should share its position now (GET /live-location/sharing). */
export function getSharingState(signal?: AbortSignal): Promise<SharingState> {
  return http.get<SharingState>('/live-location/sharing', { signal });
}

export const sharingKey = () => [...liveLocationKeys.all, 'sharing'] as const;

export function sharingQueryOptions() {
  return queryOptions({
    queryKey: sharingKey(),
    queryFn: ({ signal }) => getSharingState(signal),
    staleTime: FIRST_ANSWER_FRESH_MS,
  });
}

export function useSharingState() {
  return useQuery({ ...sharingQueryOptions(), refetchInterval: SHARING_REFRESH_MS });
}

/** Sends queued fixes, oldest first (POST /live-location/my-positions). */
export function sendMyPositions(
  positions: PhonePosition[],
): Promise<{ stored: number; refused: number }> {
  return http.post('/live-location/my-positions', { positions });
}

/** Starts (POST) or ends (DELETE) the driver's shift; the answer is the new sharing state. */
export function useChangeShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      on
        ? http.post<SharingState>('/live-location/shift', {})
        : http.delete<SharingState>('/live-location/shift'),
    onSuccess: (state) => queryClient.setQueryData(sharingKey(), state),
  });
}

const trackingSettingsKey = () => [...liveLocationKeys.all, 'settings'] as const;

/** The vendor's tracking settings (GET /live-location/settings). */
export function useTrackingSettings(enabled: boolean) {
  return useQuery({
    queryKey: trackingSettingsKey(),
    queryFn: ({ signal }) => http.get<TrackingSettings>('/live-location/settings', { signal }),
    enabled,
  });
}

export function useSaveTrackingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TrackingSettings) =>
      http.put<TrackingSettings>('/live-location/settings', settings),
    onSuccess: (settings) => queryClient.setQueryData(trackingSettingsKey(), settings),
  });
}
