import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { duties } from './duties.js';
import { users } from './users.js';
import { vendors } from './vendors.js';

/**
 * Vendor settlements (issue 29): a month's statement is worked from the vendor's completed
 * duties at purchase rates whenever it is read; what is stored is what people add to it, the
 * deductions by hand with their reason, and the payment the operator records, which freezes the
 * amount and the TDS deducted (the year's later statements read them for s.194C's limits).
 */
export const settlementDeductions = pgTable(
  'settlement_deductions',
  {
    id: uuid().primaryKey().defaultRandom(),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id),
    /** The statement's month, 'YYYY-MM' (India dates). */
    month: text().notNull(),
    amountPaise: integer().notNull(),
    reason: text().notNull(),
    /**
     * Null for a deduction by hand. A rule's deduction ('late-start', 'vehicle-not-reported') is
     * worked on each read and stored only when the month is paid, so the paid statement keeps
     * the lines it was paid on whatever the settings become.
     */
    rule: text(),
    /** The duty a rule's deduction is for. */
    dutyId: uuid().references(() => duties.id, { onDelete: 'set null' }),
    createdBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('settlement_deductions_vendor_month_idx').on(t.vendorId, t.month),
    check('settlement_deductions_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

export const settlementPayments = pgTable(
  'settlement_payments',
  {
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id),
    month: text().notNull(),
    /** The amount credited (before TDS) and the TDS deducted from it, as the statement stood. */
    amountPaise: integer().notNull(),
    tdsPaise: integer().notNull(),
    netPaise: integer().notNull(),
    reference: text().notNull(),
    paidOn: date({ mode: 'string' }).notNull(),
    recordedBy: uuid().references(() => users.id),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.month] }),
    check('settlement_payments_amount_check', sql`${t.amountPaise} >= 0 and ${t.tdsPaise} >= 0`),
  ],
);
