import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { duties } from './duties.js';
import { users } from './users.js';
import { companies } from './vendors.js';

/**
 * Billing's records (issue 29): the operator's legal details, the number counters, GST invoices
 * to client companies and the credit notes that correct them. Invoices, their lines and credit
 * notes are never updated or deleted once written: a trigger in migration 0032 refuses it.
 * Amounts are paise; an invoice's sums are bigint, a month of a large client passing ₹2 crore.
 */

/** One row (id is always true): what every invoice prints as its supplier. */
export const companyProfile = pgTable(
  'company_profile',
  {
    id: boolean().primaryKey().default(true),
    legalName: text().notNull(),
    gstin: text().notNull(),
    pan: text().notNull(),
    address: text().notNull(),
    stateCode: text().notNull(),
    email: text(),
    phone: text(),
    bankName: text().notNull(),
    bankAccountNumber: text().notNull(),
    bankIfsc: text().notNull(),
    invoicePrefix: text().notNull(),
    creditNotePrefix: text().notNull(),
    gstOption: text().notNull(),
    bodyCorporate: boolean().notNull(),
    /** The logo printed on invoices: a PNG in the file store (null: none). */
    logoKey: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('company_profile_single_row', sql`${t.id}`)],
);

/**
 * The last serial handed out per series ('invoice', 'credit-note') and financial year. Taken
 * FOR UPDATE in the transaction that writes the invoice, so numbers are consecutive across
 * processes: a rolled-back issue gives its serial back with it.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text().notNull(),
    startYear: integer().notNull(),
    lastSerial: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.startYear] })],
);

const money = () => bigint({ mode: 'number' }).notNull();

export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull().unique(),
    startYear: integer().notNull(),
    serial: integer().notNull(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id),
    /** The month billed, 'YYYY-MM' (India dates of the duties' starts). */
    month: text().notNull(),
    invoiceDate: date({ mode: 'string' }).notNull(),
    /** The operator's and the client's details as printed, copied when issued. */
    supplier: jsonb().notNull(),
    recipient: jsonb().notNull(),
    placeOfSupply: text().notNull(),
    supply: text().notNull(),
    stateTaxName: text().notNull(),
    reverseCharge: boolean().notNull(),
    /** One row per GST rate the duties fell under: { basisPoints, rateSource, taxablePaise, … }. */
    taxRows: jsonb().notNull(),
    dutyCount: integer().notNull(),
    taxablePaise: money(),
    pureAgentPaise: money(),
    cgstPaise: money(),
    sgstPaise: money(),
    igstPaise: money(),
    taxPaise: money(),
    totalPaise: money(),
    amountInWords: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    issuedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('invoices_issued_idx').on(t.issuedAt, t.id),
    index('invoices_company_idx').on(t.companyId, t.issuedAt, t.id),
    index('invoices_date_idx').on(t.invoiceDate),
  ],
);

/** A duty on an invoice, with its slip figures and charge lines; a duty is invoiced once. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id),
    position: integer().notNull(),
    dutyId: uuid()
      .notNull()
      .unique()
      .references(() => duties.id),
    /** regId, date, service, category, vehicle, slip number, km, minutes, charge lines. */
    details: jsonb().notNull(),
    basisPoints: integer().notNull(),
    taxablePaise: integer().notNull(),
    pureAgentPaise: integer().notNull(),
    totalPaise: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.position] })],
);

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull().unique(),
    startYear: integer().notNull(),
    serial: integer().notNull(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id),
    noteDate: date({ mode: 'string' }).notNull(),
    reason: text().notNull(),
    /** The duties credited in full ([{ dutyId, regId, … }]), or empty for an amount. */
    lines: jsonb().notNull(),
    taxRows: jsonb().notNull(),
    taxablePaise: money(),
    pureAgentPaise: money(),
    cgstPaise: money(),
    sgstPaise: money(),
    igstPaise: money(),
    taxPaise: money(),
    totalPaise: money(),
    amountInWords: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    issuedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('credit_notes_invoice_idx').on(t.invoiceId, t.issuedAt),
    index('credit_notes_date_idx').on(t.noteDate),
  ],
);

/**
 * The month-end runs: each issues every company's invoices for a month and works every vendor's
 * statement, as a background job; `summary` is what it has done so far (MonthEndSummarySchema).
 * One run of a month at a time.
 */
export const monthEndRuns = pgTable(
  'month_end_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    month: text().notNull(),
    status: text().notNull().default('queued'),
    requestedBy: uuid().references(() => users.id),
    requestedRole: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    summary: jsonb().notNull(),
    error: text(),
  },
  (t) => [
    check(
      'month_end_runs_status_check',
      sql`${t.status} in ('queued', 'running', 'done', 'failed')`,
    ),
    uniqueIndex('month_end_runs_one_at_a_time')
      .on(t.month)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('month_end_runs_month_idx').on(t.month, t.requestedAt),
  ],
);
