import {
  rosterDatesProblem,
  startOtpProblem,
  type Roster,
  type RosterChange,
  type RosterCreate,
  type RosterListQuery,
  type RosterUpdate,
  type Weekday,
} from '@raahi/domain/duties';
import type { VehicleCategory } from '@raahi/domain/lists';
import { isOperatorRole, isVendorRole } from '@raahi/domain/roles';
import { and, desc, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { createListPages, pageAnswer } from '../../db/list-page.js';
import { regIdSql } from '../../db/reg-id.js';
import { companies, duties, rosters, vendors } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import type { AuthContext } from '../../core/auth-context.js';
import { fieldsOf, recordAudit } from '../../core/audit.js';
import type { DutiesRepository } from './duties.repository.js';
import { placeOf, tripColumns, type DutiesService } from './duties.service.js';
import { indiaDateOf, rosterSlots, type RosterSlot } from './roster-dates.js';

type RosterRow = typeof rosters.$inferSelect;
type NewRoster = typeof rosters.$inferInsert;

export const ROSTER_SERVICE_TYPE = 'Employee Pick & Drop';
export const REMOVED_FROM_ROSTER = 'Removed from the roster';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const validation = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** The fields a roster passes on to each of its duties. */
function tripOf(roster: RosterRow) {
  return {
    companyId: roster.companyId,
    pickupAddress: roster.pickupAddress,
    pickupLatitude: roster.pickupLatitude,
    pickupLongitude: roster.pickupLongitude,
    dropAddress: roster.dropAddress,
    dropLatitude: roster.dropLatitude,
    dropLongitude: roster.dropLongitude,
    passengers: roster.passengers,
    passengerCount: roster.passengerCount,
    vehicleCategory: roster.vehicleCategory,
    notes: roster.notes,
    startOtpRequired: roster.startOtpRequired,
    vendorId: roster.vendorId,
  };
}

export function createRostersService(deps: {
  db: Database;
  duties: DutiesRepository;
  dutiesService: DutiesService;
}) {
  const { db, duties: dutyRepo, dutiesService } = deps;
  const listPage = createListPages(db);

  function scopeCondition(caller: AuthContext): SQL | undefined {
    if (isOperatorRole(caller.role)) return undefined;
    if (isVendorRole(caller.role) && caller.vendorId) return eq(rosters.vendorId, caller.vendorId);
    return sql`false`;
  }

  const dutyCount = sql<number>`(select count(*)::int from ${duties} where ${duties.rosterId} = ${rosters.id} and ${duties.status} <> 'Cancelled')`;
  const fields = {
    roster: rosters,
    companyName: companies.name,
    vendorName: vendors.name,
    dutyCount,
  };
  const withNames = <Query extends PgSelect>(query: Query) =>
    query
      .innerJoin(companies, eq(companies.id, rosters.companyId))
      .leftJoin(vendors, eq(vendors.id, rosters.vendorId));
  const joined = (executor: Executor) =>
    withNames(executor.select(fields).from(rosters).$dynamic());
  /** A list page's rows, with its bounded count (see listPage). */
  const listed = (total: SQL<number>) =>
    withNames(
      db
        .select({ ...fields, total })
        .from(rosters)
        .$dynamic(),
    );
  type Joined = Awaited<ReturnType<typeof joined>>[number];

  function present({ roster: r, companyName, vendorName, dutyCount }: Joined): Roster {
    return {
      id: r.id,
      name: r.name,
      company: { id: r.companyId, name: companyName },
      vendor: r.vendorId && vendorName ? { id: r.vendorId, name: vendorName } : null,
      weekdays: r.weekdays as Weekday[],
      startTime: r.startTime,
      durationMinutes: r.durationMinutes,
      startDate: r.startDate,
      endDate: r.endDate,
      pickup: placeOf(r.pickupAddress, r.pickupLatitude, r.pickupLongitude),
      drop: placeOf(r.dropAddress, r.dropLatitude, r.dropLongitude),
      passengers: r.passengers,
      passengerCount: r.passengerCount,
      vehicleCategory: r.vehicleCategory as VehicleCategory,
      notes: r.notes,
      startOtpRequired: r.startOtpRequired,
      dutyCount,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  const reload = async (id: string) => present((await joined(db).where(eq(rosters.id, id)))[0]!);

  /** Books the roster's duties on these slots: one insert for the duties, one for their history. */
  async function book(tx: Executor, roster: RosterRow, slots: RosterSlot[], actorId: string) {
    if (slots.length === 0) return 0;
    const created = await tx
      .insert(duties)
      .values(
        slots.map((slot) => ({
          ...tripOf(roster),
          regId: regIdSql('DUT'),
          serviceType: ROSTER_SERVICE_TYPE,
          scheduledStart: slot.start,
          scheduledEnd: slot.end,
          rosterId: roster.id,
          createdBy: actorId,
        })),
      )
      .returning({ id: duties.id });
    await dutyRepo.addEvents(
      created.map((duty) => ({ dutyId: duty.id, status: 'Requested' as const, actorId })),
      tx,
    );
    return created.length;
  }

  return {
    async create(caller: AuthContext, input: RosterCreate, ip: string): Promise<RosterChange> {
      await dutiesService.requireCompany(input.companyId);
      if (input.vendorId) await dutiesService.requireVendor(input.vendorId, 'body.vendorId');
      const { id, created } = await db.transaction(async (tx) => {
        const [roster] = await tx
          .insert(rosters)
          .values({
            ...(tripColumns(input) as NewRoster),
            name: input.name,
            vendorId: input.vendorId ?? null,
            weekdays: input.weekdays,
            startTime: input.startTime,
            durationMinutes: input.durationMinutes,
            startDate: input.startDate,
            endDate: input.endDate,
            createdBy: caller.userId,
          })
          .returning();
        const created = await book(tx, roster!, rosterSlots(input), caller.userId);
        await recordAudit(
          tx,
          { id: caller.userId, role: caller.role, ip },
          {
            action: 'created',
            entity: 'roster',
            entityId: roster!.id,
            after: { name: input.name, created },
          },
        );
        return { id: roster!.id, created };
      });
      return { roster: await reload(id), created, updated: 0, removed: 0 };
    },

    async list(caller: AuthContext, query: RosterListQuery) {
      const where = and(
        scopeCondition(caller),
        query.companyId ? eq(rosters.companyId, query.companyId) : undefined,
        query.vendorId ? eq(rosters.vendorId, query.vendorId) : undefined,
        query.q ? ilike(rosters.name, `%${escapeLike(query.q)}%`) : undefined,
      );
      return pageAnswer(
        await listPage({
          name: 'rosters',
          select: listed,
          table: rosters,
          where,
          orderBy: [desc(rosters.createdAt), desc(rosters.id)],
          page: query.page,
          pageSize: query.pageSize,
          search: Boolean(query.q),
        }),
        query,
        present,
      );
    },

    async get(caller: AuthContext, id: string) {
      const [found] = await joined(db).where(and(eq(rosters.id, id), scopeCondition(caller)));
      if (!found) throw notFound('Roster');
      return present(found);
    },

    /**
     * Saves the roster and brings its duties in line: only future, Requested duties without a
     * driver are touched (kept and updated when their date still matches, cancelled when it no
     * longer does); dates without a duty get one. Assigned or past duties stay as they are.
     */
    async update(
      caller: AuthContext,
      id: string,
      changes: RosterUpdate,
      ip: string,
      now = new Date(),
    ): Promise<RosterChange> {
      const counts = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(rosters)
          .where(and(eq(rosters.id, id), scopeCondition(caller)))
          .for('update');
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
        if (datesProblem) throw validation('body.endDate', datesProblem);
        if (merged.passengers.length > merged.passengerCount)
          throw validation('body.passengerCount', 'More passengers named than the passenger count');
        const otpProblem = startOtpProblem(merged);
        if (otpProblem) throw validation('body.passengers', otpProblem);
        if (changes.companyId) await dutiesService.requireCompany(changes.companyId, tx);
        if (changes.vendorId)
          await dutiesService.requireVendor(changes.vendorId, 'body.vendorId', tx);

        const { pickup, drop, passengers, passengerCount, vehicleCategory, notes } = changes;
        const { companyId, startOtpRequired, vendorId } = changes;
        const trip = tripColumns({
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
          Object.entries({ ...trip, vendorId }).filter(([, value]) => value !== undefined),
        );
        const [after] = await tx
          .update(rosters)
          .set({
            ...defined,
            ...(changes.name ? { name: changes.name } : {}),
            weekdays: merged.weekdays,
            startTime: merged.startTime,
            durationMinutes: merged.durationMinutes,
            startDate: merged.startDate,
            endDate: merged.endDate,
            updatedAt: new Date(),
          })
          .where(eq(rosters.id, id))
          .returning();

        // The duties the roster may still change, and the dates some other duty already holds.
        const mine = await tx
          .select({
            id: duties.id,
            scheduledStart: duties.scheduledStart,
            status: duties.status,
            driverId: duties.driverId,
          })
          .from(duties)
          .where(and(eq(duties.rosterId, id), ne(duties.status, 'Cancelled')))
          .for('update');
        const touchable = new Map<string, string>();
        const held = new Set<string>();
        for (const duty of mine) {
          const date = indiaDateOf(duty.scheduledStart);
          const free =
            duty.status === 'Requested' && duty.driverId === null && duty.scheduledStart > now;
          if (free && !touchable.has(date)) touchable.set(date, duty.id);
          else held.add(date);
        }

        const toCreate: RosterSlot[] = [];
        let updated = 0;
        for (const slot of rosterSlots(merged, now)) {
          const dutyId = touchable.get(slot.date);
          if (dutyId) {
            touchable.delete(slot.date);
            await tx
              .update(duties)
              .set({
                ...defined,
                scheduledStart: slot.start,
                scheduledEnd: slot.end,
                updatedAt: new Date(),
              })
              .where(eq(duties.id, dutyId));
            updated += 1;
          } else if (!held.has(slot.date)) {
            toCreate.push(slot);
          }
        }
        const removedIds = [...touchable.values()];
        if (removedIds.length > 0) {
          await tx
            .update(duties)
            .set({ status: 'Cancelled', cancelReason: REMOVED_FROM_ROSTER, updatedAt: new Date() })
            .where(and(inArray(duties.id, removedIds), isNull(duties.driverId)));
          await dutyRepo.addEvents(
            removedIds.map((dutyId) => ({
              dutyId,
              status: 'Cancelled' as const,
              actorId: caller.userId,
              reason: REMOVED_FROM_ROSTER,
            })),
            tx,
          );
        }
        const created = await book(tx, after!, toCreate, caller.userId);
        const keys = [
          ...Object.keys(defined),
          ...['name', 'weekdays', 'startTime', 'durationMinutes', 'startDate', 'endDate'].filter(
            (key) => key in changes,
          ),
        ];
        await recordAudit(
          tx,
          { id: caller.userId, role: caller.role, ip },
          {
            action: 'updated',
            entity: 'roster',
            entityId: id,
            before: fieldsOf(before, keys),
            after: { ...fieldsOf(after!, keys), created, updated, removed: removedIds.length },
          },
        );
        return { created, updated, removed: removedIds.length };
      });
      return { roster: await reload(id), ...counts };
    },
  };
}

export type RostersService = ReturnType<typeof createRostersService>;
