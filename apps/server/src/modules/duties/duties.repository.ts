import type { DutyStatus } from '@raahi/domain/duty-constants';
import { eq, is, sql, SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { createStatementCache } from '../../db/prepared.js';
import { regIdSql } from '../../db/reg-id.js';
import { duties, dutyEvents } from '../../db/schema/index.js';
import { auditInsert } from '../../core/audit.repository.js';
import { outboxInsertFrom } from '../../core/event-outbox.repository.js';
import { eventsWritten } from '../../core/events.js';
import type { AuditEntry } from '../../core/audit.js';
import type { Actor } from '../../core/auth-context.js';
import { placeholders } from './duty-conditions.repository.js';
import {
  detailedFrom,
  dutyColumns,
  namedFrom,
  type NewDuty,
} from './duty-selections.repository.js';

/** A history row: the status a duty reached, who moved it and why. */
export interface DutyEvent {
  dutyId: string;
  status: DutyStatus;
  actorId: string | null;
  reason?: string;
}

/** A duty's rows: read, locked, booked with its history, changed, and its history written. */
export function createDutiesRepository(db: Database) {
  const statement = createStatementCache();
  const detailed = detailedFrom(db)
    .where(eq(duties.id, sql.placeholder('id')))
    .prepare('duty_detailed');

  return {
    findById: async (id: string, tx: Executor = db) =>
      (await namedFrom(tx).where(eq(duties.id, id)))[0],

    /** The duty with its names and its history (`at` in ISO), as its page shows it. */
    findDetailed: async (id: string) => (await detailed.execute({ id }))[0],

    /** The duty row, locked until the transaction ends: every move starts here. */
    lock: async (id: string, tx: Executor) =>
      (await tx.select(dutyColumns).from(duties).where(eq(duties.id, id)).for('update'))[0],

    update: async (id: string, values: Partial<NewDuty>, tx: Executor) =>
      (
        await tx
          .update(duties)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(duties.id, id))
          .returning(dutyColumns)
      )[0]!,

    /**
     * A duty booked: the duty (with the id given and a Raahi ID of its own), its history
     * (Requested, and Assigned when it comes with its driver and vehicle), its audit entry and
     * its duty.created event, in one prepared statement, atomic by itself, which answers with the
     * duty as its page shows it. A statement does not see its own writes in the tables, so the
     * parts that write the duty and its history are named after the tables they fill: the page's
     * query that ends it reads them instead.
     */
    async insertWithHistory(
      values: Omit<NewDuty, 'regId'> & { id: string },
      actor: Actor,
      tx?: Transaction,
    ) {
      const { bind, values: bound } = placeholders();
      const row = Object.fromEntries(
        Object.entries({ ...values, regId: regIdSql('DUT') }).map(([column, value]) => [
          column,
          is(value, SQL) ? value : bind(column, value),
        ]),
      ) as PgInsertValue<typeof duties>;
      const crew = values.driverId
        ? {
            driverId: bind('driverId', values.driverId),
            vehicleId: bind('vehicleId', values.vehicleId),
          }
        : null;
      const by = {
        id: bind('actorId', actor.id),
        role: bind('actorRole', actor.role),
        ip: bind('ip', actor.ip ?? null),
      };
      const event = { dutyId: sql.placeholder('id'), actorId: by.id };
      const vendorId = bind('vendorId', values.vendorId ?? null);
      const build = (on: Executor = db) =>
        detailedFrom(
          on.with(
            db.$with('duties', {}).as(db.insert(duties).values(row).returning().getSQL()),
            db.$with('duty_events', {}).as(
              db
                .insert(dutyEvents)
                .values(
                  crew
                    ? [
                        { ...event, status: 'Requested' },
                        // History is read in time order: the assignment a microsecond later.
                        { ...event, status: 'Assigned', at: sql`now() + interval '1 microsecond'` },
                      ]
                    : [{ ...event, status: 'Requested' }],
                )
                .returning()
                .getSQL(),
            ),
            db.$with('audit_entry', {}).as(
              auditInsert(db, by, {
                action: 'created',
                entity: 'duty',
                entityId: sql.placeholder('id'),
                after: crew
                  ? sql`jsonb_build_object('regId', (select reg_id from duties), 'vendorId', ${vendorId}::uuid, 'status', 'Assigned', 'driverId', ${crew.driverId}::uuid, 'vehicleId', ${crew.vehicleId}::uuid)`
                  : sql`jsonb_build_object('regId', (select reg_id from duties), 'vendorId', ${vendorId}::uuid)`,
              }).getSQL(),
            ),
            // Its duty.created event (@raahi/domain/events), in the same statement.
            db.$with('created_event', {}).as(
              outboxInsertFrom(sql`
                select 'duty.created' as type,
                  jsonb_build_object('dutyId', id, 'regId', reg_id, 'status', status,
                    'vendorId', vendor_id, 'driverId', driver_id) as data,
                  array_remove(array[vendor_id], null) as vendor_ids,
                  array_remove(array[driver_id], null) as driver_ids,
                  '{}'::uuid[] as user_ids
                from duties`),
            ),
          ),
        );
      const shape = ['new duty', crew ? 'with crew' : 'alone', ...Object.keys(bound).sort()];
      const [inserted] = await statement(shape.join(','), build, bound, { tx });
      eventsWritten(tx ?? db);
      return inserted!;
    },

    /** A move's history row and audit entry in one statement (inside the move's transaction). */
    async recordMove(event: DutyEvent, actor: Actor, entry: AuditEntry, tx: Executor) {
      const insertEvent = tx.insert(dutyEvents).values({ ...event, reason: event.reason ?? null });
      const audit = auditInsert(tx, actor, entry);
      await tx.execute(sql`with e as (${insertEvent.getSQL()}) ${audit.getSQL()}`);
    },

    /** Appends history rows: the status each duty reached, who moved it and why. */
    async addEvents(events: DutyEvent[], tx: Executor) {
      if (events.length === 0) return;
      await tx
        .insert(dutyEvents)
        .values(events.map((event) => ({ ...event, reason: event.reason ?? null })));
    },

    /** Serialises changes to one driver's or vehicle's duties, in a fixed order (no deadlocks). */
    async lockCrew(keys: (string | null)[], tx: Executor) {
      const sorted = keys.filter((k): k is string => k !== null).sort();
      if (sorted.length === 0) return;
      // One statement, the locks taken one row at a time in the sorted order.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('duty-resource:' || k))
            from unnest(array[${sql.join(
              sorted.map((key) => sql`${key}`),
              sql`, `,
            )}]::text[]) with ordinality as t(k, n) order by n`,
      );
    },
  };
}

export type DutiesRepository = ReturnType<typeof createDutiesRepository>;
