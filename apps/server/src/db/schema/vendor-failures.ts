import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { duties } from './duties.js';
import { users } from './users.js';
import { vendors } from './vendors.js';

/**
 * The operator's record that a vendor's vehicle did not report for a duty, made when it cancels
 * the duty or moves it to another vendor (issue 29): the vendor's statement for the month of the
 * duty's scheduled start is charged the operator's penalty. A passenger's no-show is not this.
 * One row per duty and vendor: a duty moved back and failed again by the same vendor is one.
 */
export const dutyVendorFailures = pgTable(
  'duty_vendor_failures',
  {
    id: uuid().primaryKey().defaultRandom(),
    dutyId: uuid()
      .notNull()
      .references(() => duties.id, { onDelete: 'cascade' }),
    /** The vendor that had the duty and did not send its vehicle. */
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id),
    /** The duty's scheduled start when it was recorded, which puts it in a month. */
    dueAt: timestamp({ withTimezone: true }).notNull(),
    /** The move it was recorded with: 'cancel' or 'assign-vendor'. */
    move: text().notNull(),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('duty_vendor_failures_duty_vendor_key').on(t.dutyId, t.vendorId),
    index('duty_vendor_failures_vendor_due_idx').on(t.vendorId, t.dueAt),
  ],
);
