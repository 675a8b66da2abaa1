import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { duties } from './duties.js';
import { users } from './users.js';

/**
 * A duty's slip (trip sheet), one per duty, made when it is first read or filled. Boarding and
 * drop are the duty's start and completion; the slip's own boarded and dropped columns hold a
 * correction of them and are null otherwise. `billed_at`, set by billing, makes it final.
 */
export const dutySlips = pgTable(
  'duty_slips',
  {
    dutyId: uuid()
      .primaryKey()
      .references(() => duties.id, { onDelete: 'cascade' }),
    /** DS-000123 for duty DUT-000123: one slip per duty, so its number follows the duty's. */
    number: text().notNull().unique(),
    garageOutAt: timestamp({ withTimezone: true }),
    garageOutKm: integer(),
    reportedAt: timestamp({ withTimezone: true }),
    boardedAt: timestamp({ withTimezone: true }),
    boardedKm: integer(),
    droppedAt: timestamp({ withTimezone: true }),
    droppedKm: integer(),
    garageInAt: timestamp({ withTimezone: true }),
    garageInKm: integer(),
    nightAllowancePaise: integer(),
    driverAllowancePaise: integer(),
    advancePaise: integer(),
    remarks: text(),
    billedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'duty_slips_money_check',
      sql`coalesce(${t.nightAllowancePaise}, 0) >= 0 and coalesce(${t.driverAllowancePaise}, 0) >= 0 and coalesce(${t.advancePaise}, 0) >= 0`,
    ),
  ],
);

/** Tolls, parking, state permits and other charges paid on a duty; a receipt in documents. */
export const dutySlipCharges = pgTable(
  'duty_slip_charges',
  {
    /** Made by the phone that adds it, so a retried request adds it once. */
    id: uuid().primaryKey(),
    dutyId: uuid()
      .notNull()
      .references(() => dutySlips.dutyId, { onDelete: 'cascade' }),
    kind: text().notNull(),
    amountPaise: integer().notNull(),
    note: text(),
    createdBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('duty_slip_charges_duty_idx').on(t.dutyId, t.createdAt),
    check('duty_slip_charges_kind_check', sql`${t.kind} in ('toll', 'parking', 'permit', 'other')`),
    check('duty_slip_charges_amount_check', sql`${t.amountPaise} > 0`),
  ],
);
