import { z } from 'zod';
import { isoDate } from './duty-fields';

/**
 * What a client has paid against an invoice (issue 29's receivables, issue 30's report): each
 * receipt with the TDS the client deducted under s.194C, and what is still due. Money in paise.
 */
export const InvoicePaymentInputSchema = z
  .object({
    /** Received in the operator's account. */
    amountPaise: z.number().int().min(0).max(1_00_00_00_000_00),
    /** Deducted by the client and deposited as TDS; it settles the invoice as a receipt does. */
    tdsPaise: z.number().int().min(0).max(1_00_00_00_000_00).default(0),
    receivedOn: isoDate,
    reference: z.string().trim().min(1, 'The payment reference (UTR, cheque number)').max(100),
  })
  .refine((input) => input.amountPaise + input.tdsPaise > 0, {
    message: 'A payment is more than ₹0',
    path: ['amountPaise'],
  });
export type InvoicePaymentInput = z.infer<typeof InvoicePaymentInputSchema>;

export const InvoicePaymentSchema = z.object({
  id: z.uuid(),
  amountPaise: z.number().int(),
  tdsPaise: z.number().int(),
  receivedOn: z.string(),
  reference: z.string(),
  recordedAt: z.iso.datetime(),
});
export type InvoicePayment = z.infer<typeof InvoicePaymentSchema>;

export const InvoiceAccountSchema = z.object({
  invoiceId: z.uuid(),
  totalPaise: z.number().int(),
  /** The credit notes' totals. */
  creditedPaise: z.number().int(),
  /** Received and TDS deducted, over every payment. */
  receivedPaise: z.number().int(),
  tdsPaise: z.number().int(),
  /** The total less credits, receipts and TDS: what the client still owes. */
  duePaise: z.number().int(),
  /** Oldest first. */
  payments: z.array(InvoicePaymentSchema),
});
export type InvoiceAccount = z.infer<typeof InvoiceAccountSchema>;

/** What is still due on an invoice: never below zero, as overpayment is refused. */
export const dueOf = (account: {
  totalPaise: number;
  creditedPaise: number;
  receivedPaise: number;
  tdsPaise: number;
}) => account.totalPaise - account.creditedPaise - account.receivedPaise - account.tdsPaise;
