import { z } from 'zod';

/**
 * Trail replay: a vehicle's or a duty's positions over a chosen time, answered compactly (one
 * array per field, times in seconds from the start), with its stops, distance and duration.
 */

/** The longest time one replay answers. */
export const REPLAY_WINDOW_MAX_HOURS = 24;
/** The most positions read for one replay (24 hours at one a second is 86,400). */
export const REPLAY_READ_MAX = 90_000;
/** The most points one replay answers: beyond, every k-th is kept (first and last always). */
export const REPLAY_POINTS_MAX = 10_000;
/** Staying within STOP_RADIUS_M of where it stopped for this long is a stop. */
export const STOP_MIN_MINUTES = 5;
/** GPS wanders a few tens of metres around a parked vehicle. */
export const STOP_RADIUS_M = 60;
/** Replay speeds: at ×1 a second of replay shows a minute of the trail. */
export const REPLAY_SPEEDS = [1, 2, 4, 8, 16] as const;
export const REPLAY_TRAIL_SECONDS_PER_SECOND = 60;

const EARTH_RADIUS_KM = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres. */
export function haversineKm(a: LatLon, b: LatLon): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

export interface TimedFix extends LatLon {
  /** Milliseconds since the epoch. */
  time: number;
}

export interface TrailStop extends LatLon {
  /** Indexes of the first and last fix of the stop. */
  first: number;
  last: number;
  minutes: number;
}

/**
 * Where a trail stood still: each longest run of fixes (in time order) that stays within
 * `radiusM` of the run's first fix for at least `minMinutes`. A gap without fixes inside such a
 * run counts as standing (the vehicle was there before and after). The stop's place is the
 * mean of its fixes.
 */
export function findStops(
  fixes: TimedFix[],
  minMinutes = STOP_MIN_MINUTES,
  radiusM = STOP_RADIUS_M,
): TrailStop[] {
  const stops: TrailStop[] = [];
  let start = 0;
  while (start < fixes.length) {
    const anchor = fixes[start]!;
    let end = start;
    while (end + 1 < fixes.length && haversineKm(anchor, fixes[end + 1]!) * 1000 <= radiusM)
      end += 1;
    const minutes = (fixes[end]!.time - anchor.time) / 60_000;
    if (end === start || minutes < minMinutes) {
      start += 1;
      continue;
    }
    const run = fixes.slice(start, end + 1);
    stops.push({
      latitude: run.reduce((sum, fix) => sum + fix.latitude, 0) / run.length,
      longitude: run.reduce((sum, fix) => sum + fix.longitude, 0) / run.length,
      first: start,
      last: end,
      minutes: Math.round(minutes * 10) / 10,
    });
    start = end + 1;
  }
  return stops;
}

/** At most `max` indexes of `count`, evenly spread, the first and last always among them. */
export function thinnedIndexes(count: number, max: number): number[] {
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => Math.round(i * step));
}

const isoTime = z.iso.datetime({ offset: true });

/** A window of a vehicle's trail: both ends required, at most REPLAY_WINDOW_MAX_HOURS apart. */
export const ReplayWindowQuerySchema = z
  .object({ from: isoTime, to: isoTime })
  .strict()
  .refine((w) => Date.parse(w.to) > Date.parse(w.from), {
    message: 'to must be after from',
    path: ['to'],
  })
  .refine((w) => Date.parse(w.to) - Date.parse(w.from) <= REPLAY_WINDOW_MAX_HOURS * 3_600_000, {
    message: `A replay covers at most ${REPLAY_WINDOW_MAX_HOURS} hours`,
    path: ['to'],
  });
export type ReplayWindowQuery = z.infer<typeof ReplayWindowQuerySchema>;

export const VehicleIdParamsSchema = z.object({ vehicleId: z.uuid() });

export const ReplayStopSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  from: isoTime,
  to: isoTime,
  minutes: z.number(),
});
export type ReplayStop = z.infer<typeof ReplayStopSchema>;

export const TrailReplaySchema = z.object({
  vehicleId: z.uuid(),
  dutyId: z.uuid().nullable(),
  from: isoTime,
  to: isoTime,
  /** Seconds from `from` of each point; the arrays below run alongside. */
  t: z.array(z.number().int()),
  lat: z.array(z.number()),
  lon: z.array(z.number()),
  /** km/h, null when the tracker did not say. */
  speed: z.array(z.number().nullable()),
  stops: z.array(ReplayStopSchema),
  /** Along every position read (not only those answered), GPS jumps left out. */
  distanceKm: z.number(),
  /** From the first position to the last, in seconds. */
  durationSeconds: z.number().int(),
  /** Positions in the window (up to REPLAY_READ_MAX), before thinning. */
  positions: z.number().int(),
  /** More than REPLAY_READ_MAX positions: the first ones are answered. */
  truncated: z.boolean(),
});
export type TrailReplay = z.infer<typeof TrailReplaySchema>;
