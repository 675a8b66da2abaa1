import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { duties } from '../../db/schema/index.js';

const columns = {
  id: duties.id,
  regId: duties.regId,
  vendorId: duties.vendorId,
  driverId: duties.driverId,
  vehicleId: duties.vehicleId,
  status: duties.status,
  pickupAddress: duties.pickupAddress,
  scheduledStart: duties.scheduledStart,
};

/** Still to be started: booked, given to a vendor or crew, or accepted. */
const NOT_STARTED = ['Requested', 'Assigned', 'Accepted'];

const ofVendor = (vendorId: string | null): SQL =>
  vendorId === null ? isNull(duties.vendorId) : eq(duties.vendorId, vendorId);

/**
 * The duty rows work queues are made of: a window of start times read from
 * duties_scheduled_start_idx (all) or duties_vendor_start_idx (one vendor's), at most `limit`.
 */
export function createDutyWorkRepository(db: Database) {
  return {
    /**
     * Starting in [from, to] without a vendor (vendorId null), or one vendor's without its
     * driver or vehicle.
     */
    unstaffed: (vendorId: string | null, from: Date, to: Date, limit: number) =>
      db
        .select(columns)
        .from(duties)
        .where(
          and(
            ofVendor(vendorId),
            gte(duties.scheduledStart, from),
            lte(duties.scheduledStart, to),
            inArray(duties.status, NOT_STARTED),
            vendorId === null ? undefined : or(isNull(duties.driverId), isNull(duties.vehicleId)),
          ),
        )
        .orderBy(asc(duties.scheduledStart))
        .limit(limit),

    /** Due to start in [from, to] and not started; every vendor's (null) or one vendor's. */
    notStarted: (vendorId: string | null, from: Date, to: Date, limit: number) =>
      db
        .select(columns)
        .from(duties)
        .where(
          and(
            vendorId === null ? undefined : eq(duties.vendorId, vendorId),
            gte(duties.scheduledStart, from),
            lte(duties.scheduledStart, to),
            inArray(duties.status, NOT_STARTED),
          ),
        )
        .orderBy(asc(duties.scheduledStart))
        .limit(limit),
  };
}

export type DutyWorkRepository = ReturnType<typeof createDutyWorkRepository>;
