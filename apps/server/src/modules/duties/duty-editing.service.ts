import {
  scheduleProblem,
  startOtpProblem,
  type DutyCreate,
  type DutyUpdate,
} from '@raahi/domain/duties';
import type { DutyStatus } from '@raahi/domain/duty-constants';
import { can } from '@raahi/domain/permissions';
import { fieldsOf, movedFields, recordAudit } from '../../core/audit.js';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import { emitEvent } from '../../core/events.js';
import type { Database, Executor } from '../../db/client.js';
import { retryingDeadlocks } from '../../db/exclusion-violation.js';
import { timeOrderedId } from '../../db/time-ordered-id.js';
import { AppError, notFound } from '../../errors.js';
import { isActiveCompany, type CompaniesService } from '../companies/companies.service.js';
import type { DutiesRepository } from './duties.repository.js';
import { detailsColumns } from './duty-columns.js';
import type { BusyConflicts } from './duty-conflicts.js';
import type { DutyCrewRepository } from './duty-crew.repository.js';
import { eligibleCrew, eligibleVendor } from './duty-eligibility.js';
import { fieldError, unknownCompany } from './duty-errors.js';
import type { DutyAccess } from './duty-access.js';
import { editEvent } from './duty-events.js';
import { inScope } from './duty-scope.js';
import type { DutyDetailed, NewDuty } from './duty-selections.repository.js';
import { toDuty } from './duty-view.js';

const EDITABLE: DutyStatus[] = ['Requested', 'Assigned', 'Accepted'];

/** Booking a duty (with its driver and vehicle, if named) and editing it while it may be. */
export function createDutyEditingService(deps: {
  db: Database;
  duties: Pick<
    DutiesRepository,
    'findDetailed' | 'insertWithHistory' | 'lock' | 'update' | 'lockCrew'
  >;
  crew: Pick<DutyCrewRepository, 'findParties' | 'findVehicleCategory'>;
  companies: Pick<CompaniesService, 'requireActive'>;
  access: Pick<DutyAccess, 'getScope'>;
  conflicts: BusyConflicts;
}) {
  const { db, duties: repo, conflicts } = deps;

  /** The duty as its page shows it, after a change: one prepared statement. */
  const reload = async (id: string) => toDuty((await repo.findDetailed(id))!);

  /** A change to the vehicle category the duty's vehicle, if it has one, is not of: 422. */
  async function checkCategory(vehicleId: string | null, category: string, tx: Executor) {
    if (!vehicleId) return;
    const current = await deps.crew.findVehicleCategory(vehicleId, tx);
    if (current && current !== category)
      throw new AppError(
        'VEHICLE_NOT_ELIGIBLE',
        'The assigned vehicle is of another category: assign another one first',
        { reasons: ['wrong-category'] },
      );
  }

  return {
    /**
     * Books a duty (Requested), or with a driver and vehicle named, books and assigns it in one
     * statement (Assigned, both steps in its history).
     */
    async createDuty(caller: AuthContext, input: DutyCreate, ip: string) {
      if (input.driverId && !can(caller.role, 'duties:assign-driver'))
        throw new AppError('FORBIDDEN', 'Your role may not assign drivers');
      const parties = await deps.crew.findParties(input);
      if (!isActiveCompany(parties.company)) throw unknownCompany();
      if (input.vendorId) eligibleVendor(parties.vendor, 'body.vendorId');
      const vendorId = input.vendorId ?? null;
      const values = {
        ...(detailsColumns(input) as NewDuty),
        id: timeOrderedId(),
        serviceType: input.serviceType,
        scheduledStart: new Date(input.scheduledStart),
        scheduledEnd: new Date(input.scheduledEnd),
        vendorId,
        driverId: null,
        vehicleId: null,
        createdBy: caller.userId,
      };
      const actor = actorOf(caller, ip);
      let created: DutyDetailed;
      if (input.driverId) {
        const { driver, vehicle } = eligibleCrew(vendorId!, values, parties);
        // The exclusion constraints refuse a driver or vehicle already booked then (409). Two
        // such bookings at once would each wait on the other's row in the constraint, a deadlock
        // PostgreSQL breaks only after a second, and a burst of them formed new ones for longer
        // than a request may take: the driver's and vehicle's bookings go one at a time.
        created = await retryingDeadlocks(() =>
          db.transaction(async (tx) => {
            await repo.lockCrew([driver.id, vehicle.id], tx);
            return repo.insertWithHistory(
              { ...values, status: 'Assigned', driverId: driver.id, vehicleId: vehicle.id },
              actor,
              tx,
            );
          }),
        ).catch((error: unknown) =>
          conflicts.refuseBusy(error, caller, async () => ({
            driverId: driver.id,
            vehicleId: vehicle.id,
            scheduledStart: values.scheduledStart,
            scheduledEnd: values.scheduledEnd,
          })),
        );
      } else {
        created = await repo.insertWithHistory(values, actor);
      }
      return toDuty(created);
    },

    /** Edits a Requested, Assigned or Accepted duty; the merged values are checked again. */
    async updateDuty(caller: AuthContext, id: string, changes: DutyUpdate, ip: string) {
      const scope = await deps.access.getScope(caller);
      await retryingDeadlocks(() =>
        db.transaction(async (tx) => {
          const before = await repo.lock(id, tx);
          if (!before || !inScope(scope, before)) throw notFound('Duty');
          if (!EDITABLE.includes(before.status as DutyStatus))
            throw new AppError('CONFLICT', `A ${before.status} duty can no longer be edited`, {
              status: before.status,
            });
          const merged = {
            scheduledStart: changes.scheduledStart ?? before.scheduledStart.toISOString(),
            scheduledEnd: changes.scheduledEnd ?? before.scheduledEnd.toISOString(),
            passengers: changes.passengers ?? before.passengers,
            passengerCount: changes.passengerCount ?? before.passengerCount,
            startOtpRequired: changes.startOtpRequired ?? before.startOtpRequired,
          };
          const problem = scheduleProblem(merged);
          if (problem) throw fieldError('body.scheduledEnd', problem);
          if (merged.passengers.length > merged.passengerCount)
            throw fieldError(
              'body.passengerCount',
              'More passengers named than the passenger count',
            );
          const otpProblem = startOtpProblem(merged);
          if (otpProblem) throw fieldError('body.passengers', otpProblem);
          if (changes.companyId)
            await deps.companies.requireActive([changes.companyId], tx, unknownCompany);
          if (changes.vehicleCategory)
            await checkCategory(before.vehicleId, changes.vehicleCategory, tx);
          const { scheduledStart, scheduledEnd, ...details } = changes;
          const values: Partial<NewDuty> = {
            ...detailsColumns(details),
            ...(scheduledStart ? { scheduledStart: new Date(scheduledStart) } : {}),
            ...(scheduledEnd ? { scheduledEnd: new Date(scheduledEnd) } : {}),
          };
          if (scheduledStart || scheduledEnd)
            await repo.lockCrew([before.driverId, before.vehicleId], tx);
          const updated = await repo.update(id, values, tx);
          const keys = Object.keys(values);
          await recordAudit(tx, actorOf(caller, ip), {
            action: 'updated',
            entity: 'duty',
            entityId: id,
            before: fieldsOf(before, keys),
            after: fieldsOf(updated, keys),
          });
          const moved = movedFields(fieldsOf(before, keys), fieldsOf(updated, keys));
          if (moved) await emitEvent(tx, editEvent(updated, Object.keys(moved.after)));
          return updated;
        }),
      ).catch((error: unknown) =>
        conflicts.refuseBusy(error, caller, () => conflicts.crewTimesAfter(id, changes)),
      );
      return reload(id);
    },
  };
}

export type DutyEditingService = ReturnType<typeof createDutyEditingService>;
