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

/**
 * The last of `count` serials taken from a series' counter row, less count - 1: the first. The
 * row stays locked until the transaction ends, so another process's issue waits here and takes
 * the serials after; a rolled-back issue gives its serials back. Take them last, before the
 * inserts.
 */
const nextSerials = async (series: Series, startYear: number, count: number, tx: Executor) =>
  (
    await tx
      .insert(invoiceCounters)
      .values({ series, startYear, lastSerial: count })
      .onConflictDoUpdate({
        target: [invoiceCounters.series, invoiceCounters.startYear],
        set: { lastSerial: sql`${invoiceCounters.lastSerial} + ${count}` },
      })
      .returning({ serial: invoiceCounters.lastSerial })
  )[0]!.serial -
  (count - 1);

/** Invoices, their lines, credit notes and the counters that number them. */
export function createInvoicesRepository(db: Database) {
  return {
    /**
     * The next serial of a series in a financial year. The counter row stays locked until the
     * transaction ends, so another process's issue waits here and takes the serial after; a
     * rolled-back issue gives its serial back. Take it last, just before the insert.
     */
    nextSerial: async (series: Series, startYear: number, tx: Executor) =>
      nextSerials(series, startYear, 1, tx),

    /**
     * `count` serials in a row, answering the first: one increment of the counter row, so a
     * company's invoices issued together are numbered together, whatever another process does.
     */
    nextSerials: (series: Series, startYear: number, count: number, tx: Executor) =>
      nextSerials(series, startYear, count, tx),

    /** Of these duties, those already on an invoice (the ids travel as one array parameter). */
    invoicedAmong: async (dutyIds: readonly string[], tx: Executor = db) =>
      dutyIds.length === 0
        ? []
        : (
            await tx
              .select({ dutyId: invoiceLines.dutyId })
              .from(invoiceLines)
              .where(sql`${invoiceLines.dutyId} = any(${sql.param(dutyIds)}::uuid[])`)
          ).map((row) => row.dutyId),

    /** The number of the invoice a duty is on, if it is on one. */
    numberInvoicing: async (dutyId: string, tx: Executor = db) =>
      (
        await tx
          .select({ number: invoices.number })
          .from(invoiceLines)
          .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
          .where(eq(invoiceLines.dutyId, dutyId))
      )[0]?.number,

    /**
     * Writes invoices with their lines, in the order given, answering their rows. In slices: a
     * month-end invoice of thousands of duties, or thousands of one-duty invoices, stay under
     * the 65,535 parameters of a statement.
     */
    insertInvoices: async (
      documents: {
        invoice: typeof invoices.$inferInsert;
        lines: Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>[];
      }[],
      tx: Executor,
    ) => {
      const rows: InvoiceRow[] = [];
      for (let i = 0; i < documents.length; i += 500)
        rows.push(
          ...(await tx
            .insert(invoices)
            .values(documents.slice(i, i + 500).map((document) => document.invoice))
            .returning()),
        );
      // RETURNING's order is not promised: each invoice's lines find it by its unique number.
      const byNumber = new Map(rows.map((row) => [row.number, row]));
      const lines = documents.flatMap(({ invoice, lines: own }) =>
        own.map((line) => ({ ...line, invoiceId: byNumber.get(invoice.number)!.id })),
      );
      for (let i = 0; i < lines.length; i += 2000)
        await tx.insert(invoiceLines).values(lines.slice(i, i + 2000));
      return documents.map(({ invoice }) => byNumber.get(invoice.number)!);
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
