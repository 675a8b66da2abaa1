import { isAtPickup } from '@raahi/domain/arrival';
import { periodicRead } from './periodic-read.js';
import type { PositionRow } from './positions.repository.js';

/** A duty awaited at its pickup, as the duties module lists it. */
interface Awaited {
  dutyId: string;
  vehicleId: string;
  latitude: number;
  longitude: number;
}

/** The awaited duties are read again at most this often (a new assignment waits this long). */
const REFRESH_MS = 30_000;

/**
 * Watches the positions just stored for vehicles whose duty waits for them at its pickup: the
 * first one within the arrival radius marks that duty arrived (through the duties module). The
 * awaited duties are kept in memory and read again every REFRESH_MS, so a position costs a map
 * lookup, not a query.
 */
export function createArrivalWatch(deps: {
  listAwaited: () => Promise<Awaited[]>;
  markArrived: (dutyId: string, at: Date) => Promise<boolean>;
  log: { warn(object: unknown, message: string): void };
}) {
  let byVehicle = new Map<string, Awaited[]>();
  const awaitedDuties = periodicRead(async () => {
    const next = new Map<string, Awaited[]>();
    for (const duty of await deps.listAwaited())
      next.set(duty.vehicleId, [...(next.get(duty.vehicleId) ?? []), duty]);
    byVehicle = next;
  }, REFRESH_MS);

  async function check(positions: PositionRow[]) {
    await awaitedDuties.fresh();
    for (const position of positions) {
      const awaited = byVehicle.get(position.vehicleId);
      const arrived = awaited?.find((duty) => isAtPickup(position, duty));
      if (!arrived) continue;
      byVehicle.set(
        position.vehicleId,
        awaited!.filter((duty) => duty !== arrived),
      );
      await deps.markArrived(arrived.dutyId, position.fixTime);
    }
  }

  return {
    /** Positions just stored; never throws (a failed check waits for the next position). */
    watch(positions: PositionRow[]): void {
      check(positions).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'arrival at pickup not checked'),
      );
    },
  };
}
