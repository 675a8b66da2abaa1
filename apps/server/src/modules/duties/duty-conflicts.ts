import type { AuthContext } from '../../core/auth-context.js';
import { exclusionViolation } from '../../db/exclusion-violation.js';
import type { DutiesRepository } from './duties.repository.js';
import type { DutyAccess } from './duty-access.js';
import { busyError } from './duty-clash.js';
import type { DutyCrewRepository } from './duty-crew.repository.js';
import { inScope } from './duty-scope.js';

/** What a change asked of a driver and vehicle: the duty (once it exists) and its times. */
export interface CrewTimes {
  dutyId?: string;
  driverId: string | null;
  vehicleId: string | null;
  scheduledStart: Date;
  scheduledEnd: Date;
}

/** The exclusion constraints that keep a driver's or vehicle's booked duties apart. */
const OVERLAPS = {
  duties_driver_no_overlap: 'driverId',
  duties_vehicle_no_overlap: 'vehicleId',
} as const;

/** The 409 for a driver or vehicle the database found already on another duty then. */
export function createBusyConflicts(deps: {
  duties: Pick<DutiesRepository, 'findById'>;
  crew: Pick<DutyCrewRepository, 'findClash'>;
  access: Pick<DutyAccess, 'getScope'>;
}) {
  /**
   * A booked duty's driver or vehicle overlapping another (the exclusion constraints say so):
   * 409 naming the duty it clashes with, when the caller may see that one (busyError). Any
   * other error is thrown as it is.
   */
  async function refuseBusy(
    error: unknown,
    caller: AuthContext,
    attempted: () => Promise<CrewTimes | undefined>,
  ): Promise<never> {
    const constraint = exclusionViolation(error);
    const column = constraint && OVERLAPS[constraint as keyof typeof OVERLAPS];
    if (!column) throw error;
    // Looked up after the refusal: the clash is the one the constraint met, or one booked since.
    const wanted = await attempted();
    const resource = wanted?.[column];
    const clash = resource
      ? await deps.crew.findClash(
          column,
          resource,
          wanted.scheduledStart,
          wanted.scheduledEnd,
          wanted.dutyId,
        )
      : undefined;
    throw busyError(
      column,
      clash && inScope(await deps.access.getScope(caller), clash) ? clash : undefined,
    );
  }

  /** A duty's driver, vehicle and times as a change to it asked for them. */
  async function crewTimesAfter(
    id: string,
    change: {
      driverId?: string;
      vehicleId?: string;
      scheduledStart?: string;
      scheduledEnd?: string;
    },
  ): Promise<CrewTimes | undefined> {
    const found = await deps.duties.findById(id);
    if (!found) return undefined;
    const { duty } = found;
    return {
      dutyId: id,
      driverId: change.driverId ?? duty.driverId,
      vehicleId: change.vehicleId ?? duty.vehicleId,
      scheduledStart: change.scheduledStart ? new Date(change.scheduledStart) : duty.scheduledStart,
      scheduledEnd: change.scheduledEnd ? new Date(change.scheduledEnd) : duty.scheduledEnd,
    };
  }

  return { refuseBusy, crewTimesAfter };
}

export type BusyConflicts = ReturnType<typeof createBusyConflicts>;
