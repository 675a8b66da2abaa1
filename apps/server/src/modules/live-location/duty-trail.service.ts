import { TRAIL_POINTS_MAX, type DutyTrail } from '@raahi/domain/live-location';
import type { AuthContext } from '../../core/auth-context.js';
import type { PositionsRepository } from './positions.repository.js';
import { trailDistanceKm } from './trail-distance.js';

/** What a trail needs of a duty the caller may see (the duties module's rule: 404 otherwise). */
export interface DutyForTrail {
  id: string;
  vehicle: { id: string } | null;
  startedAt: string | null;
  completedAt: string | null;
}

/** A duty's trail: its vehicle's positions from its start to its completion, or until now. */
export function createDutyTrail(deps: {
  positions: Pick<PositionsRepository, 'trail'>;
  dutyOf: (caller: AuthContext, dutyId: string) => Promise<DutyForTrail>;
}) {
  return {
    async get(caller: AuthContext, dutyId: string): Promise<DutyTrail> {
      const duty = await deps.dutyOf(caller, dutyId);
      const vehicleId = duty.vehicle?.id ?? null;
      const from = duty.startedAt;
      const to = duty.completedAt ?? (from ? new Date().toISOString() : null);
      if (!vehicleId || !from || !to)
        return { dutyId, vehicleId, from, to, points: [], distanceKm: 0, truncated: false };
      const rows = await deps.positions.trail(
        vehicleId,
        new Date(from),
        new Date(to),
        TRAIL_POINTS_MAX + 1,
      );
      const kept = rows.slice(0, TRAIL_POINTS_MAX);
      return {
        dutyId,
        vehicleId,
        from,
        to,
        points: kept.map((row) => ({
          latitude: row.latitude,
          longitude: row.longitude,
          fixTime: row.fixTime.toISOString(),
          speedKmph: row.speedKmph,
        })),
        distanceKm: trailDistanceKm(kept),
        truncated: rows.length > TRAIL_POINTS_MAX,
      };
    },
  };
}

export type DutyTrailService = ReturnType<typeof createDutyTrail>;
