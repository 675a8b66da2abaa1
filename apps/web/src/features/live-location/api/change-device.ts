import type { TrackingDeviceSecret } from '@raahi/domain/live-location';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { devicePath, liveLocationKeys } from './keys';

/** A new identifier for a device (answered this once); the old one stops working. */
export function rotateDevice(deviceId: string): Promise<TrackingDeviceSecret> {
  return http.post<TrackingDeviceSecret>(`${devicePath(deviceId)}/rotate`, {});
}

/** Removes a device: its identifier stops working at once. */
export function removeDevice(deviceId: string): Promise<void> {
  return http.delete<void>(devicePath(deviceId));
}

function useDevicesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: liveLocationKeys.devices() });
}

export function useRotateDevice() {
  return useMutation({ mutationFn: rotateDevice, onSuccess: useDevicesChanged() });
}

export function useRemoveDevice() {
  return useMutation({ mutationFn: removeDevice, onSuccess: useDevicesChanged() });
}
