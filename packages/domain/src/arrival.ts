/**
 * A duty's vehicle has "arrived" once one of its positions is within this many metres of the
 * duty's pickup, before the duty starts. 150 m covers a GPS fix's error in a city and the gate
 * of an office campus, and not the next street's signal.
 */
export const ARRIVAL_RADIUS_M = 150;
/** Positions less precise than this say nothing about arrival. */
export const ARRIVAL_MAX_ACCURACY_M = 100;
/** Duties are watched for arrival from this long before their start. */
export const ARRIVAL_WATCH_HOURS = 3;

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a position puts the vehicle at the pickup. */
export function isAtPickup(
  position: { latitude: number; longitude: number; accuracy?: number | null },
  pickup: { latitude: number; longitude: number },
): boolean {
  if (position.accuracy != null && position.accuracy > ARRIVAL_MAX_ACCURACY_M) return false;
  return distanceMetres(position, pickup) <= ARRIVAL_RADIUS_M;
}
