import type { TFunction } from 'i18next';
import { REPLAY_TRAIL_SECONDS_PER_SECOND, type TrailReplay } from '@raahi/domain/trail-replay';

/** Where the replay stands at `second` (from the replay's start): the fixes passed, and a place. */
export interface ReplayFrame {
  /** How many points are behind the cursor (at least one once the trail has begun). */
  passed: number;
  latitude: number;
  longitude: number;
  speedKmph: number | null;
}

/** The last index whose time is at or before `second`, or -1 (binary search: t is sorted). */
function lastAtOrBefore(t: number[], second: number): number {
  let low = 0;
  let high = t.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (t[middle]! <= second) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The vehicle's place at `second`, between the two fixes around it; null before the first. */
export function frameAt(replay: TrailReplay, second: number): ReplayFrame | null {
  const i = lastAtOrBefore(replay.t, second);
  if (i < 0) return null;
  const next = i + 1 < replay.t.length ? i + 1 : i;
  const span = replay.t[next]! - replay.t[i]!;
  const share = span > 0 ? (second - replay.t[i]!) / span : 0;
  const between = (values: number[]) => values[i]! + (values[next]! - values[i]!) * share;
  return {
    passed: i + 1,
    latitude: between(replay.lat),
    longitude: between(replay.lon),
    speedKmph: replay.speed[i] ?? null,
  };
}

/** How far the cursor moves in `elapsedMs` of real time at `speed` (×1 is a minute a second). */
export function advance(second: number, elapsedMs: number, speed: number, end: number): number {
  return Math.min(end, second + (elapsedMs / 1000) * speed * REPLAY_TRAIL_SECONDS_PER_SECOND);
}

/** '2 h 05 min', '12 min', '40 s', in the language's units. */
export function formatDuration(t: TFunction, seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0)
    return t('liveLocation.durations.hoursMinutes', {
      hours,
      minutes: String(minutes).padStart(2, '0'),
    });
  if (minutes > 0) return t('liveLocation.durations.minutes', { minutes });
  return t('liveLocation.durations.seconds', { seconds: Math.round(seconds) });
}

/** India has one time zone, +05:30 all year: the app shows every time in it. */
const IST_OFFSET_MS = 330 * 60_000;

/** A moment as a datetime-local field's value, in IST ('2026-11-26T10:30'). */
export function toIstInput(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local field's value read as IST; NaN when it is not a time. */
export function fromIstInput(value: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? Date.parse(`${value}:00+05:30`) : NaN;
}
