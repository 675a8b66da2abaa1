import { ARRIVAL_WATCH_HOURS } from '@raahi/domain/arrival';
import type { DutyStatus } from '@raahi/domain/duty-constants';
import { SYSTEM_ACTOR } from '../../core/auth-context.js';
import { recordAudit } from '../../core/audit.js';
import { emitEvent } from '../../core/events.js';
import type { Database } from '../../db/client.js';
import type { AwaitedArrival, DutyArrivalRepository } from './duty-arrival.repository.js';

const HOUR_MS = 3_600_000;

/**
 * A duty's arrival at its pickup, seen from its vehicle's positions (the live location module
 * watches them): marked once, before the start, audited and told as `duty.arrived`, so the
 * operator, the vendor and the duty's timeline know the cab was there (a no-show's proof).
 */
export function createDutyArrival(deps: {
  db: Database;
  arrivals: DutyArrivalRepository;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Duties starting within ARRIVAL_WATCH_HOURS (or up to an hour late) not yet arrived. */
    listAwaited(): Promise<AwaitedArrival[]> {
      const at = now().getTime();
      return deps.arrivals.listAwaited(
        new Date(at - HOUR_MS),
        new Date(at + ARRIVAL_WATCH_HOURS * HOUR_MS),
      );
    },

    /** The duty the vehicle is on at `at`, or the one it is awaited at (as `listAwaited`). */
    dutyOfVehicle(vehicleId: string, at: Date) {
      const time = at.getTime();
      return deps.arrivals.dutyOfVehicle(
        vehicleId,
        new Date(time - HOUR_MS),
        new Date(time + ARRIVAL_WATCH_HOURS * HOUR_MS),
      );
    },

    /** Marks the duty arrived at `at`; false when it was already, or has started since. */
    async markArrived(dutyId: string, at: Date): Promise<boolean> {
      return deps.db.transaction(async (tx) => {
        const row = await deps.arrivals.markArrived(dutyId, at, tx);
        if (!row) return false;
        await recordAudit(tx, SYSTEM_ACTOR, {
          action: 'arrive',
          entity: 'duty',
          entityId: dutyId,
          after: { arrivedAt: at.toISOString() },
        });
        await emitEvent(tx, {
          type: 'duty.arrived',
          dutyId: row.id,
          regId: row.regId,
          status: row.status as DutyStatus,
          vendorId: row.vendorId,
          driverId: row.driverId,
          arrivedAt: at.toISOString(),
        });
        return true;
      });
    },
  };
}

export type DutyArrival = ReturnType<typeof createDutyArrival>;
