import { insideAfter } from '@raahi/domain/geofences';
import type { Crossing } from './geofence-crossings.service.js';
import type { GeofenceRow } from './geofences.repository.js';
import { periodicRead } from './periodic-read.js';
import type { PositionRow } from './positions.repository.js';

/** Geofences and who is inside them are read again at most this often (other processes' changes). */
const REFRESH_MS = 30_000;

/**
 * Watches the positions just stored against the geofences: a vehicle's position on the other
 * side of an edge than it was is a crossing, recorded through `cross`. Geofences and presence
 * are kept in memory and read again every REFRESH_MS (at once after a change here), so a
 * position costs arithmetic, not a query; the presence row in the database decides a crossing
 * that two processes see.
 */
export function createGeofenceWatch(deps: {
  listGeofences: () => Promise<GeofenceRow[]>;
  listPresence: () => Promise<{ vehicleId: string; geofenceId: string }[]>;
  cross: (crossing: Crossing) => Promise<unknown>;
  log: { warn(object: unknown, message: string): void };
}) {
  let fences: GeofenceRow[] = [];
  let inside = new Map<string, Set<string>>();
  const known = periodicRead(async () => {
    const [rows, presence] = await Promise.all([deps.listGeofences(), deps.listPresence()]);
    const next = new Map<string, Set<string>>();
    for (const { vehicleId, geofenceId } of presence)
      next.set(vehicleId, (next.get(vehicleId) ?? new Set()).add(geofenceId));
    fences = rows;
    inside = next;
  }, REFRESH_MS);

  async function check(positions: PositionRow[]) {
    await known.fresh();
    for (const position of positions) {
      for (const geofence of fences) {
        if (geofence.vendorId !== null && geofence.vendorId !== position.vendorId) continue;
        const vehicleInside = inside.get(position.vehicleId) ?? new Set<string>();
        const was = vehicleInside.has(geofence.id);
        const now = insideAfter(position, geofence.shape, was);
        if (now === null || now === was) continue;
        if (now) vehicleInside.add(geofence.id);
        else vehicleInside.delete(geofence.id);
        inside.set(position.vehicleId, vehicleInside);
        await deps.cross({
          vehicleId: position.vehicleId,
          vendorId: position.vendorId,
          geofence,
          crossing: now ? 'entered' : 'left',
          at: position.fixTime,
        });
      }
    }
  }

  return {
    /** Positions just stored; never throws (a failed check waits for the next position). */
    watch(positions: PositionRow[]): void {
      check(positions).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'geofences not checked'),
      );
    },
    /** A geofence changed: read them again before the next position. */
    changed(): void {
      known.stale();
    },
  };
}
