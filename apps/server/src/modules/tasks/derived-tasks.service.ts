import { addDays, todayInIndia } from '@raahi/domain/compliance';
import {
  byDue,
  derivedKindsFor,
  TASK_EXPIRY_DAYS,
  TASK_LATE_LOOKBACK_HOURS,
  TASK_LATE_MINUTES,
  TASK_UNSTAFFED_HOURS,
  TASKS_PER_KIND,
  type DerivedTaskKind,
  type Task,
} from '@raahi/domain/tasks';
import { isOperatorRole } from '@raahi/domain/roles';
import type { SosAlert } from '@raahi/domain/safety';
import type { AuthContext } from '../../core/auth-context.js';
import type { DriverWorkReader } from '../drivers/driver-work-reader.js';
import type { DutyWorkReader } from '../duties/duty-work-reader.js';
import type { OrganisationPeople } from '../employees/organisation-people.js';
import type { RenewalWorkReader } from '../renewals/renewal-work-reader.js';
import type { VehicleWorkReader } from '../vehicles/vehicle-work-reader.js';
import type { VendorWorkReader } from '../vendors/vendor-work-reader.js';
import {
  driverReviewTask,
  expiryTask,
  invitationTask,
  lateDutyTask,
  lowRatingTask,
  rejectedTask,
  sosTask,
  renewalReviewTask,
  unstaffedDutyTask,
  vehicleReviewTask,
  vendorReviewTask,
} from './derived-task-views.js';

export interface DerivedTaskSources {
  vendors: VendorWorkReader;
  drivers: DriverWorkReader;
  vehicles: VehicleWorkReader;
  renewals: RenewalWorkReader;
  duties: DutyWorkReader;
  people: Pick<OrganisationPeople, 'listNotJoined'>;
  /** Recent low ratings: every vendor's (null) or one vendor's (the ratings module). */
  lowRatings: {
    listLow(vendorId: string | null, limit: number): Promise<Parameters<typeof lowRatingTask>[0][]>;
  };
  /** SOS alerts not yet acknowledged: every vendor's (null) or one vendor's (safety). */
  sosAlerts: { listOpen(vendorId: string | null, limit: number): Promise<SosAlert[]> };
}

/**
 * Whose records: every vendor's (null) for the operator, else the caller's vendor; undefined
 * for a vendor-side account without one (never made by the app), which sees nothing.
 */
function vendorScopeOf(caller: AuthContext): string | null | undefined {
  if (isOperatorRole(caller.role)) return null;
  return caller.vendorId ?? undefined;
}

/**
 * Derived tasks: read from the records every time, one indexed query per kind with at most
 * TASKS_PER_KIND rows, so a record acted on is no longer a task on the next read. Tenancy is the
 * readers' scope: the operator's kinds read every vendor's records, a vendor's only its own.
 */
export function createDerivedTasks(sources: DerivedTaskSources) {
  const limit = TASKS_PER_KIND;
  // One more than listed tells whether a kind was cut short.
  const probe = limit + 1;

  async function tasksOf(
    kind: DerivedTaskKind,
    vendorId: string | null,
    now: Date,
  ): Promise<Task[]> {
    const today = todayInIndia(now);
    switch (kind) {
      case 'review.vendor':
        return (await sources.vendors.listAwaitingReview(probe)).map(vendorReviewTask);
      case 'review.driver':
        return (await sources.drivers.listAwaitingReview(probe)).map(driverReviewTask);
      case 'review.vehicle':
        return (await sources.vehicles.listAwaitingReview(probe)).map(vehicleReviewTask);
      case 'review.renewal':
        return (await sources.renewals.listAwaitingReview(probe)).map(renewalReviewTask);
      case 'document.expiring': {
        const until = addDays(today, TASK_EXPIRY_DAYS);
        const [licences, papers] = await Promise.all([
          sources.drivers.listLicencesRunningOut(vendorId, until, probe),
          sources.vehicles.listPapersRunningOut(vendorId, until, probe),
        ]);
        return [
          ...licences.map((d) =>
            expiryTask(
              'licence',
              {
                kind: 'driver',
                id: d.id,
                subject: `${d.name} (${d.regId})`,
                validTill: d.validTill,
              },
              today,
            ),
          ),
          ...papers.map((v) =>
            expiryTask(
              v.paper,
              { kind: 'vehicle', id: v.id, subject: v.number, validTill: v.validTill },
              today,
            ),
          ),
        ];
      }
      case 'duty.unstaffed': {
        const to = new Date(now.getTime() + TASK_UNSTAFFED_HOURS * 3_600_000);
        return (await sources.duties.listUnstaffed(vendorId, now, to, probe)).map(
          unstaffedDutyTask,
        );
      }
      case 'duty.late': {
        const from = new Date(now.getTime() - TASK_LATE_LOOKBACK_HOURS * 3_600_000);
        const to = new Date(now.getTime() - TASK_LATE_MINUTES * 60_000);
        return (await sources.duties.listNotStarted(vendorId, from, to, probe)).map(lateDutyTask);
      }
      case 'record.rejected': {
        if (!vendorId) return [];
        const [self, drivers, vehicles] = await Promise.all([
          sources.vendors.findRejected(vendorId),
          sources.drivers.listRejected(vendorId, probe),
          sources.vehicles.listRejected(vendorId, probe),
        ]);
        return [
          ...(self
            ? [rejectedTask({ kind: 'vendor', ...self, subject: `${self.name} (${self.regId})` })]
            : []),
          ...drivers.map((d) =>
            rejectedTask({ kind: 'driver', ...d, subject: `${d.name} (${d.regId})` }),
          ),
          ...vehicles.map((v) => rejectedTask({ kind: 'vehicle', ...v, subject: v.number })),
        ];
      }
      case 'rating.low':
        return (await sources.lowRatings.listLow(vendorId, probe)).map(lowRatingTask);
      case 'sos.open':
        return (await sources.sosAlerts.listOpen(vendorId, probe)).map(sosTask);
      case 'invitation.pending':
        return (await sources.people.listNotJoined({ vendorId }, probe)).map(invitationTask);
    }
  }

  return {
    /**
     * The caller's derived tasks (of one kind, or all of theirs), each kind cut at
     * TASKS_PER_KIND (its earliest); `truncated` when any kind had more.
     */
    async list(caller: AuthContext, now: Date, only?: DerivedTaskKind) {
      const vendorId = vendorScopeOf(caller);
      if (vendorId === undefined) return { items: [], truncated: false };
      const kinds = derivedKindsFor(caller.role).filter((kind) => !only || kind === only);
      const perKind = await Promise.all(kinds.map((kind) => tasksOf(kind, vendorId, now)));
      return {
        items: perKind.flatMap((items) => [...items].sort(byDue).slice(0, limit)),
        truncated: perKind.some((items) => items.length > limit),
      };
    },
  };
}

export type DerivedTasks = ReturnType<typeof createDerivedTasks>;
