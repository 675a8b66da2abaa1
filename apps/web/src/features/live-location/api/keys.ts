/** Every live location query lives under ['live-location', …]. */
export const liveLocationKeys = {
  all: ['live-location'] as const,
  vehicles: () => [...liveLocationKeys.all, 'vehicles'] as const,
  devices: () => [...liveLocationKeys.all, 'devices'] as const,
  geofences: () => [...liveLocationKeys.all, 'geofences'] as const,
  companySites: () => [...liveLocationKeys.all, 'company-sites'] as const,
};

export const devicePath = (deviceId: string) =>
  `/live-location/devices/${encodeURIComponent(deviceId)}`;

/** The map reads the whole fleet again this often: duties start and end with no position. */
export const VEHICLES_REFRESH_MS = 60_000;
