import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './invoices.js';
import { users } from './users.js';

/** A client's payment against an invoice, with the TDS it deducted; recorded by the operator. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id),
    // bigint, as the invoice's own amounts: a month's invoice can pass ₹2.1 crore.
    amountPaise: bigint({ mode: 'number' }).notNull(),
    tdsPaise: bigint({ mode: 'number' }).notNull(),
    receivedOn: date({ mode: 'string' }).notNull(),
    reference: text().notNull(),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.recordedAt),
    check(
      'invoice_payments_amount_check',
      sql`${t.amountPaise} >= 0 and ${t.tdsPaise} >= 0 and ${t.amountPaise} + ${t.tdsPaise} > 0`,
    ),
  ],
);
