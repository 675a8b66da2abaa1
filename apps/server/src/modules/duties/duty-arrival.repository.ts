import { and, asc, between, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { duties } from '../../db/schema/index.js';

/** A duty waiting for its vehicle at the pickup: where, and which vehicle. */
export interface AwaitedArrival {
  dutyId: string;
  vehicleId: string;
  latitude: number;
  longitude: number;
}

/** The duties' arrival at their pickup: which are awaited, and marking one arrived. */
export function createDutyArrivalRepository(db: Database) {
  return {
    /**
     * Assigned or accepted duties with a vehicle and a pickup on the map, not yet arrived, that
     * start between `from` and `to`.
     */
    async listAwaited(from: Date, to: Date): Promise<AwaitedArrival[]> {
      const rows = await db
        .select({
          dutyId: duties.id,
          vehicleId: duties.vehicleId,
          latitude: duties.pickupLatitude,
          longitude: duties.pickupLongitude,
        })
        .from(duties)
        .where(
          and(
            inArray(duties.status, ['Assigned', 'Accepted']),
            isNull(duties.arrivedAt),
            isNotNull(duties.vehicleId),
            isNotNull(duties.pickupLatitude),
            isNotNull(duties.pickupLongitude),
            between(duties.scheduledStart, from, to),
          ),
        );
      return rows as AwaitedArrival[];
    },

    /**
     * The duty a vehicle is on (started) or on its way to (assigned or accepted, starting
     * between `from` and `to`, the soonest), for what its positions mean; undefined for none.
     */
    async dutyOfVehicle(vehicleId: string, from: Date, to: Date) {
      const [row] = await db
        .select({
          id: duties.id,
          regId: duties.regId,
          status: duties.status,
          driverId: duties.driverId,
          arrivedAt: duties.arrivedAt,
          pickupLatitude: duties.pickupLatitude,
          pickupLongitude: duties.pickupLongitude,
        })
        .from(duties)
        .where(
          and(
            eq(duties.vehicleId, vehicleId),
            or(
              eq(duties.status, 'Started'),
              and(
                inArray(duties.status, ['Assigned', 'Accepted']),
                between(duties.scheduledStart, from, to),
              ),
            ),
          ),
        )
        .orderBy(sql`${duties.status} <> 'Started'`, asc(duties.scheduledStart))
        .limit(1);
      return row;
    },

    /** Marks it arrived once, while still not started; its facts, or undefined when not. */
    async markArrived(dutyId: string, at: Date, tx: Executor) {
      const [row] = await tx
        .update(duties)
        .set({ arrivedAt: at, updatedAt: sql`now()` })
        .where(
          and(
            eq(duties.id, dutyId),
            isNull(duties.arrivedAt),
            inArray(duties.status, ['Assigned', 'Accepted']),
          ),
        )
        .returning({
          id: duties.id,
          regId: duties.regId,
          status: duties.status,
          vendorId: duties.vendorId,
          driverId: duties.driverId,
        });
      return row;
    },
  };
}

export type DutyArrivalRepository = ReturnType<typeof createDutyArrivalRepository>;
