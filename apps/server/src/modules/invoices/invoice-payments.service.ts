import { todayInIndia } from '@raahi/domain/compliance';
import { formatRupees } from '@raahi/domain/formats';
import {
  dueOf,
  type InvoiceAccount,
  type InvoicePaymentInput,
} from '@raahi/domain/invoice-payments';
import { recordAudit } from '../../core/audit.js';
import type { Actor } from '../../core/auth-context.js';
import type { Database, Executor } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { InvoicePaymentsRepository } from './invoice-payments.repository.js';

/**
 * What each client has paid against each invoice, and what it still owes: the operator records
 * a receipt (with the TDS the client deducted), never more than is due. Who may do so is the
 * routes' concern, as for the invoices themselves.
 */
export function createInvoicePaymentsService(deps: {
  db: Database;
  payments: InvoicePaymentsRepository;
}) {
  const { db, payments } = deps;

  async function account(invoiceId: string, tx: Executor = db, lock = false) {
    const sums = await payments.sums(invoiceId, tx, lock);
    if (!sums) throw notFound('Invoice');
    const rows = await payments.list(invoiceId, tx);
    const receivedPaise = rows.reduce((sum, row) => sum + row.amountPaise, 0);
    const tdsPaise = rows.reduce((sum, row) => sum + row.tdsPaise, 0);
    return {
      invoiceId,
      ...sums,
      receivedPaise,
      tdsPaise,
      duePaise: dueOf({ ...sums, receivedPaise, tdsPaise }),
      payments: rows.map((row) => ({
        id: row.id,
        amountPaise: row.amountPaise,
        tdsPaise: row.tdsPaise,
        receivedOn: row.receivedOn,
        reference: row.reference,
        recordedAt: row.recordedAt.toISOString(),
      })),
    } satisfies InvoiceAccount;
  }

  return {
    account: (invoiceId: string) => account(invoiceId),

    /** Records a receipt; 409 when it is more than is due, 400 for a day still to come. */
    async record(
      actor: Actor,
      invoiceId: string,
      input: InvoicePaymentInput,
    ): Promise<InvoiceAccount> {
      if (input.receivedOn > todayInIndia())
        throw new AppError('VALIDATION_FAILED', 'A payment cannot be received in the future', [
          { path: 'body.receivedOn', message: 'A payment cannot be received in the future' },
        ]);
      return db.transaction(async (tx) => {
        const before = await account(invoiceId, tx, true);
        const paying = input.amountPaise + input.tdsPaise;
        if (paying > before.duePaise)
          throw new AppError(
            'CONFLICT',
            before.duePaise > 0
              ? `The payment is more than the ${formatRupees(before.duePaise)} still due`
              : 'Nothing is due on this invoice',
          );
        const row = await payments.insert({ invoiceId, ...input, recordedBy: actor.id }, tx);
        await recordAudit(tx, actor, {
          action: 'invoice-payment-recorded',
          entity: 'invoice',
          entityId: invoiceId,
          after: { paymentId: row.id, ...input },
        });
        return account(invoiceId, tx);
      });
    },
  };
}

export type InvoicePaymentsService = ReturnType<typeof createInvoicePaymentsService>;
