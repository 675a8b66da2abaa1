import type { TrackingDeviceCreate, TrackingDeviceSecret } from '@raahi/domain/live-location';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { liveLocationKeys } from './keys';

/** Registers a device on a vehicle; the answer holds its identifier, this once. */
export function registerDevice(input: TrackingDeviceCreate): Promise<TrackingDeviceSecret> {
  return http.post<TrackingDeviceSecret>('/live-location/devices', input);
}

export function useRegisterDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveLocationKeys.devices() }),
  });
}
