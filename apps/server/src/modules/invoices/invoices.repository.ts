import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
// Reads the company's name (read-only) for the list.
import {
  companies,
  creditNotes,
  invoiceCounters,
  invoiceLines,
  invoices,
} from '../../db/schema/index.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type Series = 'invoice' | 'credit-note';

/** Invoices, their lines, credit notes and the counters that number them. */
export function createInvoicesRepository(db: Database) {
  return {
    /**
     * The next serial of a series in a financial year. The counter row stays locked until the
     * transaction ends, so another process's issue waits here and takes the serial after; a
     * rolled-back issue gives its serial back. Take it last, just before the insert.
     */
    nextSerial: async (series: Series, startYear: number, tx: Executor) =>
      (
        await tx
          .insert(invoiceCounters)
          .values({ series, startYear, lastSerial: 1 })
          .onConflictDoUpdate({
            target: [invoiceCounters.series, invoiceCounters.startYear],
            set: { lastSerial: sql`${invoiceCounters.lastSerial} + 1` },
          })
          .returning({ serial: invoiceCounters.lastSerial })
      )[0]!.serial,

    /** Of these duties, those already on an invoice. */
    invoicedAmong: async (dutyIds: string[], tx: Executor = db) =>
      dutyIds.length === 0
        ? []
        : (
            await tx
              .select({ dutyId: invoiceLines.dutyId })
              .from(invoiceLines)
              .where(inArray(invoiceLines.dutyId, dutyIds))
          ).map((row) => row.dutyId),

    insertInvoice: async (
      invoice: typeof invoices.$inferInsert,
      lines: Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>[],
      tx: Executor,
    ) => {
      const [row] = await tx.insert(invoices).values(invoice).returning();
      // In slices: a month-end invoice of thousands of duties stays under the 65,535 parameters.
      for (let i = 0; i < lines.length; i += 2000)
        await tx
          .insert(invoiceLines)
          .values(lines.slice(i, i + 2000).map((line) => ({ ...line, invoiceId: row!.id })));
      return row!;
    },

    find: async (id: string, tx: Executor = db) =>
      (await tx.select().from(invoices).where(eq(invoices.id, id)))[0],

    /** The invoice, locked until the transaction ends: credit notes on it one at a time. */
    lock: async (id: string, tx: Executor) =>
      (await tx.select().from(invoices).where(eq(invoices.id, id)).for('update'))[0],

    lines: (invoiceId: string, tx: Executor = db) =>
      tx
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoiceId))
        .orderBy(asc(invoiceLines.position)),

    creditNotesOf: (invoiceIds: string[], tx: Executor = db) =>
      invoiceIds.length === 0
        ? Promise.resolve([])
        : tx
            .select()
            .from(creditNotes)
            .where(inArray(creditNotes.invoiceId, invoiceIds))
            .orderBy(asc(creditNotes.issuedAt)),

    insertCreditNote: async (note: typeof creditNotes.$inferInsert, tx: Executor) =>
      (await tx.insert(creditNotes).values(note).returning())[0]!,

    findCreditNote: async (id: string, tx: Executor = db) =>
      (await tx.select().from(creditNotes).where(eq(creditNotes.id, id)))[0],

    /** A page of invoices, newest number first, after the cursor's (startYear, serial). */
    page: (
      filters: {
        companyId?: string;
        month?: string;
        after?: { startYear: number; serial: number };
      },
      limit: number,
    ) =>
      db
        .select({ invoice: invoices, companyName: companies.name })
        .from(invoices)
        .innerJoin(companies, eq(companies.id, invoices.companyId))
        .where(
          and(
            filters.companyId ? eq(invoices.companyId, filters.companyId) : undefined,
            filters.month ? eq(invoices.month, filters.month) : undefined,
            filters.after
              ? or(
                  lt(invoices.startYear, filters.after.startYear),
                  and(
                    eq(invoices.startYear, filters.after.startYear),
                    lt(invoices.serial, filters.after.serial),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(invoices.startYear), desc(invoices.serial))
        .limit(limit),

    /** Invoices dated in [from, to) (India dates), by number: the GSTR-1 register's. */
    datedBetween: (from: string, to: string) =>
      db
        .select()
        .from(invoices)
        .where(and(gte(invoices.invoiceDate, from), lt(invoices.invoiceDate, to)))
        .orderBy(asc(invoices.startYear), asc(invoices.serial)),

    creditNotesDatedBetween: (from: string, to: string) =>
      db
        .select({ note: creditNotes, invoice: invoices })
        .from(creditNotes)
        .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
        .where(and(gte(creditNotes.noteDate, from), lt(creditNotes.noteDate, to)))
        .orderBy(asc(creditNotes.startYear), asc(creditNotes.serial)),
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
