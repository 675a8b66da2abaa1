/** A point of a trail as stored. */
export interface TrailFix {
  latitude: number;
  longitude: number;
  fixTime: Date;
  accuracy: number | null;
  valid: boolean;
}

const EARTH_RADIUS_KM = 6371;
/** Fixes less precise than this (metres) are not counted: a phone indoors wanders. */
const WORST_ACCURACY_M = 100;
/** A step faster than this is a GPS jump, not a drive. */
const FASTEST_KMPH = 200;

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(a: TrailFix, b: TrailFix): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * The distance driven along fixes in time order: invalid and imprecise fixes are skipped, and
 * a step that would need more than FASTEST_KMPH is a jump, left out (the next step is measured
 * from the last good fix).
 */
export function trailDistanceKm(fixes: TrailFix[]): number {
  let total = 0;
  let last: TrailFix | null = null;
  for (const fix of fixes) {
    if (!fix.valid || (fix.accuracy !== null && fix.accuracy > WORST_ACCURACY_M)) continue;
    if (last) {
      const km = haversineKm(last, fix);
      const hours = (fix.fixTime.getTime() - last.fixTime.getTime()) / 3_600_000;
      if (hours > 0 && km / hours > FASTEST_KMPH) continue;
      total += km;
    }
    last = fix;
  }
  return Math.round(total * 100) / 100;
}
