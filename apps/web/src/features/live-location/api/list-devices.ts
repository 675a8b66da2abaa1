import type { TrackingDevice } from '@raahi/domain/live-location';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { liveLocationKeys } from './keys';

/** The caller's vehicles' tracking devices (GET /live-location/devices). */
export function listDevices(signal?: AbortSignal): Promise<{ devices: TrackingDevice[] }> {
  return http.get<{ devices: TrackingDevice[] }>('/live-location/devices', { signal });
}

export function useDevices() {
  return useQuery({
    queryKey: liveLocationKeys.devices(),
    queryFn: ({ signal }) => listDevices(signal),
  });
}
