import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { invoicePayments } from '../../db/schema/index.js';

export type NewInvoicePayment = typeof invoicePayments.$inferInsert;

/** Clients' payments against invoices: written once, read with the invoice's sums. */
export function createInvoicePaymentsRepository(db: Database) {
  return {
    /**
     * An invoice's total and its credit notes' total, or undefined if there is no such invoice;
     * `lock` holds the invoice's row until the transaction ends, so two payments recorded at
     * once are checked against each other (the row itself never changes).
     */
    async sums(invoiceId: string, tx: Executor = db, lock = false) {
      const result = await tx.execute<{ totalPaise: string; creditedPaise: string }>(sql`
        select i.total_paise as "totalPaise",
          coalesce((select sum(n.total_paise) from credit_notes n where n.invoice_id = i.id), 0)
            as "creditedPaise"
        from invoices i where i.id = ${invoiceId}
        ${lock ? sql`for update of i` : sql``}`);
      const row = result.rows[0];
      return (
        row && { totalPaise: Number(row.totalPaise), creditedPaise: Number(row.creditedPaise) }
      );
    },

    async list(invoiceId: string, tx: Executor = db) {
      return tx
        .select()
        .from(invoicePayments)
        .where(eq(invoicePayments.invoiceId, invoiceId))
        .orderBy(asc(invoicePayments.recordedAt), asc(invoicePayments.id));
    },

    async insert(payment: NewInvoicePayment, tx: Executor) {
      const [row] = await tx.insert(invoicePayments).values(payment).returning();
      return row!;
    },
  };
}

export type InvoicePaymentsRepository = ReturnType<typeof createInvoicePaymentsRepository>;
