import { haversineKm } from '@raahi/domain/trail-replay';

/** A point of a trail as stored. */
export interface TrailFix {
  latitude: number;
  longitude: number;
  fixTime: Date;
  accuracy: number | null;
  valid: boolean;
}

/** Fixes less precise than this (metres) are not counted: a phone indoors wanders. */
const WORST_ACCURACY_M = 100;
/** A step faster than this is a GPS jump, not a drive. */
const FASTEST_KMPH = 200;

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
