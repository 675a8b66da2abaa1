import type { SosRaise } from '@raahi/domain/safety';

/** An SOS does not wait longer than this for a fix: the server falls back to the last one. */
const FIX_TIMEOUT_MS = 5_000;

/**
 * Where the phone is now, as an SOS sends it; empty when the browser has no Geolocation, the
 * person refused it, or no fix came in time (the server then uses the vehicle's last position).
 */
export function currentPosition(): Promise<SosRaise> {
  if (!('geolocation' in navigator)) return Promise.resolve({});
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (fix) =>
        resolve({
          latitude: fix.coords.latitude,
          longitude: fix.coords.longitude,
          accuracy: Math.min(fix.coords.accuracy, 100_000),
        }),
      () => resolve({}),
      { enableHighAccuracy: true, timeout: FIX_TIMEOUT_MS, maximumAge: 30_000 },
    );
  });
}
