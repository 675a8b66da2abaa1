import {
  rosterDatesProblem,
  startOtpProblem,
  type RosterChange,
  type RosterCreate,
  type RosterListQuery,
  type RosterUpdate,
} from '@raahi/domain/duties';
import type { Weekday } from '@raahi/domain/duty-constants';
import type { DomainEventDraft } from '@raahi/domain/events';
import { isOperatorRole, isVendorRole } from '@raahi/domain/roles';
import { fieldsOf, recordAudit } from '../../core/audit.js';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import { emitEvents } from '../../core/events.js';
import type { Database, Executor } from '../../db/client.js';
import { pageAnswer } from '../../db/list-page.js';
import { notFound } from '../../errors.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { DutiesRepository } from './duties.repository.js';
import { detailsColumns } from './duty-columns.js';
import type { DutyEligibilityService } from './duty-eligibility.service.js';
import { fieldError, unknownCompany } from './duty-errors.js';
import { createdEvent, editEvent, moveEvent } from './duty-events.js';
import { indiaDateOf, rosterSlots, type RosterSlot, type RosterTimes } from './roster-dates.js';
import { dutyDetailsOf, toRoster } from './roster-view.js';
import type { NewRoster, RosterRow, RosterScope, RostersRepository } from './rosters.repository.js';

export const ROSTER_SERVICE_TYPE = 'Employee Pick & Drop';
export const REMOVED_FROM_ROSTER = 'Removed from the roster';

/** Operators see every roster, a vendor's people their vendor's, anyone else none. */
function scopeOf(caller: AuthContext): RosterScope {
  if (isOperatorRole(caller.role)) return { kind: 'all' };
  if (isVendorRole(caller.role) && caller.vendorId)
    return { kind: 'vendor', vendorId: caller.vendorId };
  return { kind: 'none' };
}

/** Employee Pick & Drop rosters, and the duties each books on its weekdays. */
export function createRostersService(deps: {
  db: Database;
  rosters: RostersRepository;
  duties: Pick<DutiesRepository, 'addEvents'>;
  companies: Pick<CompaniesService, 'requireActive'>;
  eligibility: Pick<DutyEligibilityService, 'requireEligibleVendor'>;
}) {
  const { db, rosters: repo } = deps;

  const reload = async (id: string) => toRoster((await repo.findWithNames(id))!);

  /** Books the roster's duties on these slots: one insert for the duties, one for their history. */
  async function book(tx: Executor, roster: RosterRow, slots: RosterSlot[], actorId: string) {
    if (slots.length === 0) return 0;
    const created = await repo.insertDuties(
      slots.map((slot) => ({
        ...dutyDetailsOf(roster),
        serviceType: ROSTER_SERVICE_TYPE,
        scheduledStart: slot.start,
        scheduledEnd: slot.end,
        rosterId: roster.id,
        createdBy: actorId,
      })),
      tx,
    );
    await deps.duties.addEvents(
      created.map((duty) => ({ dutyId: duty.id, status: 'Requested' as const, actorId })),
      tx,
    );
    await emitEvents(tx, created.map(createdEvent));
    return created.length;
  }

  /**
   * Brings the roster's duties in line with its times: only future, Requested duties without a
   * driver are touched (kept and updated when their date still matches, cancelled when it no
   * longer does); dates without a duty get one. Assigned or past duties stay as they are.
   */
  async function alignDuties(
    tx: Executor,
    roster: RosterRow,
    times: RosterTimes,
    changed: Record<string, unknown>,
    actorId: string,
    now: Date,
  ) {
    // The duties the roster may still change, and the dates some other duty already holds.
    const touchable = new Map<string, { id: string; scheduledStart: Date }>();
    const held = new Set<string>();
    for (const duty of await repo.lockDuties(roster.id, tx)) {
      const date = indiaDateOf(duty.scheduledStart);
      const free =
        duty.status === 'Requested' && duty.driverId === null && duty.scheduledStart > now;
      if (free && !touchable.has(date)) touchable.set(date, duty);
      else held.add(date);
    }

    const toCreate: RosterSlot[] = [];
    const events: DomainEventDraft[] = [];
    let updated = 0;
    for (const slot of rosterSlots(times, now)) {
      const duty = touchable.get(slot.date);
      if (duty) {
        touchable.delete(slot.date);
        const after = await repo.updateDuty(
          duty.id,
          { ...changed, scheduledStart: slot.start, scheduledEnd: slot.end },
          tx,
        );
        // A roster's times move its duties' times together (their length may change too).
        const moved = after.scheduledStart.getTime() !== duty.scheduledStart.getTime();
        const keys = [...Object.keys(changed), ...(moved ? ['scheduledStart'] : [])];
        if (keys.length > 0) events.push(editEvent(after, keys));
        updated += 1;
      } else if (!held.has(slot.date)) {
        toCreate.push(slot);
      }
    }
    const removedIds = [...touchable.values()].map((duty) => duty.id);
    if (removedIds.length > 0) {
      const cancelled = await repo.cancelDuties(removedIds, REMOVED_FROM_ROSTER, tx);
      events.push(...cancelled.map((duty) => moveEvent('cancel', duty, duty)));
      await deps.duties.addEvents(
        removedIds.map((dutyId) => ({
          dutyId,
          status: 'Cancelled' as const,
          actorId,
          reason: REMOVED_FROM_ROSTER,
        })),
        tx,
      );
    }
    await emitEvents(tx, events);
    const created = await book(tx, roster, toCreate, actorId);
    return { created, updated, removed: removedIds.length };
  }

  return {
    async createRoster(
      caller: AuthContext,
      input: RosterCreate,
      ip: string,
    ): Promise<RosterChange> {
      await deps.companies.requireActive([input.companyId], db, unknownCompany);
      if (input.vendorId)
        await deps.eligibility.requireEligibleVendor(input.vendorId, 'body.vendorId');
      const { id, created } = await db.transaction(async (tx) => {
        const roster = await repo.insert(
          {
            ...(detailsColumns(input) as NewRoster),
            name: input.name,
            vendorId: input.vendorId ?? null,
            weekdays: input.weekdays,
            startTime: input.startTime,
            durationMinutes: input.durationMinutes,
            startDate: input.startDate,
            endDate: input.endDate,
            createdBy: caller.userId,
          },
          tx,
        );
        const created = await book(tx, roster, rosterSlots(input), caller.userId);
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'created',
          entity: 'roster',
          entityId: roster.id,
          after: { name: input.name, created },
        });
        return { id: roster.id, created };
      });
      return { roster: await reload(id), created, updated: 0, removed: 0 };
    },

    async listRosters(caller: AuthContext, query: RosterListQuery) {
      return pageAnswer(await repo.listRosters(scopeOf(caller), query), query, toRoster);
    },

    async getRoster(caller: AuthContext, id: string) {
      const found = await repo.findWithNames(id, scopeOf(caller));
      if (!found) throw notFound('Roster');
      return toRoster(found);
    },

    /** Saves the roster and brings its duties in line (alignDuties). */
    async updateRoster(
      caller: AuthContext,
      id: string,
      changes: RosterUpdate,
      ip: string,
      now = new Date(),
    ): Promise<RosterChange> {
      const counts = await db.transaction(async (tx) => {
        const before = await repo.lock(id, scopeOf(caller), tx);
        if (!before) throw notFound('Roster');
        const merged = {
          weekdays: (changes.weekdays ?? before.weekdays) as Weekday[],
          startTime: changes.startTime ?? before.startTime,
          durationMinutes: changes.durationMinutes ?? before.durationMinutes,
          startDate: changes.startDate ?? before.startDate,
          endDate: changes.endDate ?? before.endDate,
          passengers: changes.passengers ?? before.passengers,
          passengerCount: changes.passengerCount ?? before.passengerCount,
          startOtpRequired: changes.startOtpRequired ?? before.startOtpRequired,
        };
        const datesProblem = rosterDatesProblem(merged);
        if (datesProblem) throw fieldError('body.endDate', datesProblem);
        if (merged.passengers.length > merged.passengerCount)
          throw fieldError('body.passengerCount', 'More passengers named than the passenger count');
        const otpProblem = startOtpProblem(merged);
        if (otpProblem) throw fieldError('body.passengers', otpProblem);
        if (changes.companyId)
          await deps.companies.requireActive([changes.companyId], tx, unknownCompany);
        if (changes.vendorId)
          await deps.eligibility.requireEligibleVendor(changes.vendorId, 'body.vendorId', tx);

        const { pickup, drop, passengers, passengerCount, vehicleCategory, notes } = changes;
        const { companyId, startOtpRequired, vendorId } = changes;
        const details = detailsColumns({
          pickup,
          drop,
          passengers,
          passengerCount,
          vehicleCategory,
          notes,
          companyId,
          startOtpRequired,
        });
        const defined = Object.fromEntries(
          Object.entries({ ...details, vendorId }).filter(([, value]) => value !== undefined),
        );
        const after = await repo.update(
          id,
          {
            ...defined,
            ...(changes.name ? { name: changes.name } : {}),
            weekdays: merged.weekdays,
            startTime: merged.startTime,
            durationMinutes: merged.durationMinutes,
            startDate: merged.startDate,
            endDate: merged.endDate,
          },
          tx,
        );
        const counts = await alignDuties(tx, after, merged, defined, caller.userId, now);
        const keys = [
          ...Object.keys(defined),
          ...['name', 'weekdays', 'startTime', 'durationMinutes', 'startDate', 'endDate'].filter(
            (key) => key in changes,
          ),
        ];
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'updated',
          entity: 'roster',
          entityId: id,
          before: fieldsOf(before, keys),
          after: { ...fieldsOf(after, keys), ...counts },
        });
        return counts;
      });
      return { roster: await reload(id), ...counts };
    },
  };
}

export type RostersService = ReturnType<typeof createRostersService>;
