import {
  findStops,
  REPLAY_POINTS_MAX,
  REPLAY_READ_MAX,
  REPLAY_WINDOW_MAX_HOURS,
  thinnedIndexes,
  type TrailReplay,
} from '@raahi/domain/trail-replay';
import type { AuthContext } from '../../core/auth-context.js';
import { AppError } from '../../errors.js';
import type { DutyForTrail } from './duty-trail.service.js';
import type { PositionsRepository, TrailRow } from './positions.repository.js';
import { trailDistanceKm } from './trail-distance.js';

/** Five decimals of a degree are about a metre: more would only lengthen the answer. */
const round5 = (degrees: number) => Math.round(degrees * 1e5) / 1e5;
const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The replay of a time window: stops, distance and duration from every position read, the
 * points thinned to REPLAY_POINTS_MAX and answered one array per field.
 */
function replayOf(
  vehicleId: string,
  dutyId: string | null,
  from: Date,
  to: Date,
  rows: TrailRow[],
): TrailReplay {
  const read = rows.slice(0, REPLAY_READ_MAX);
  const good = read.filter((row) => row.valid);
  const stops = findStops(good.map((row) => ({ ...row, time: row.fixTime.getTime() }))).map(
    (stop) => ({
      latitude: round5(stop.latitude),
      longitude: round5(stop.longitude),
      from: good[stop.first]!.fixTime.toISOString(),
      to: good[stop.last]!.fixTime.toISOString(),
      minutes: stop.minutes,
    }),
  );
  const kept = thinnedIndexes(read.length, REPLAY_POINTS_MAX).map((i) => read[i]!);
  const start = from.getTime();
  const first = read[0]?.fixTime.getTime() ?? start;
  const last = read.at(-1)?.fixTime.getTime() ?? start;
  return {
    vehicleId,
    dutyId,
    from: from.toISOString(),
    to: to.toISOString(),
    t: kept.map((row) => Math.round((row.fixTime.getTime() - start) / 1000)),
    lat: kept.map((row) => round5(row.latitude)),
    lon: kept.map((row) => round5(row.longitude)),
    speed: kept.map((row) => (row.speedKmph === null ? null : round1(row.speedKmph))),
    stops,
    distanceKm: trailDistanceKm(read),
    durationSeconds: Math.round((last - first) / 1000),
    positions: read.length,
    truncated: rows.length > REPLAY_READ_MAX,
  };
}

/** Trail replay of a vehicle over a window, or of a duty from its start to its end. */
export function createTrailReplay(deps: {
  positions: Pick<PositionsRepository, 'trail'>;
  /** The vehicle if the caller may see it (404 otherwise): the vehicles module's rule. */
  vehicleOf: (caller: AuthContext, id: string) => Promise<{ vendorId: string }>;
  /** The duty if the caller may see it (404 otherwise): the duties module's rule. */
  dutyOf: (caller: AuthContext, id: string) => Promise<DutyForTrail>;
}) {
  const read = (vehicleId: string, from: Date, to: Date) =>
    deps.positions.trail(vehicleId, from, to, REPLAY_READ_MAX + 1);

  return {
    /** The window is checked at the edge (ReplayWindowQuerySchema: at most 24 hours). */
    async vehicle(
      caller: AuthContext,
      vehicleId: string,
      window: { from: string; to: string },
    ): Promise<TrailReplay> {
      await deps.vehicleOf(caller, vehicleId);
      const from = new Date(window.from);
      const to = new Date(window.to);
      return replayOf(vehicleId, null, from, to, await read(vehicleId, from, to));
    },

    /** A duty's first REPLAY_WINDOW_MAX_HOURS from its start, up to its completion or now. */
    async duty(caller: AuthContext, dutyId: string): Promise<TrailReplay> {
      const duty = await deps.dutyOf(caller, dutyId);
      const vehicleId = duty.vehicle?.id;
      if (!vehicleId || !duty.startedAt)
        throw new AppError('CONFLICT', 'The duty has not started: it has no trail yet');
      const from = new Date(duty.startedAt);
      const end = duty.completedAt ? new Date(duty.completedAt) : new Date();
      const to = new Date(
        Math.min(end.getTime(), from.getTime() + REPLAY_WINDOW_MAX_HOURS * 3_600_000),
      );
      return replayOf(vehicleId, dutyId, from, to, await read(vehicleId, from, to));
    },
  };
}

export type TrailReplayService = ReturnType<typeof createTrailReplay>;
