import { z } from 'zod';
import { ChargeLineSchema } from './billing/charge-line';
import { GstOptionSchema } from './billing/gst-rates';

/**
 * GST invoices to client companies and the credit notes that correct them (issue 29), as the
 * API takes and answers them. Money is integer paise; the rules are in ./billing.
 */

/** A calendar month, 'YYYY-MM'. */
export const MonthSchema = z
  .string()
  .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'Use the format YYYY-MM, e.g. 2026-05');

/** A company's month: the completed duties that started in it (India dates), not yet invoiced. */
export const InvoiceMonthSchema = z.object({
  companyId: z.uuid(),
  /** The month billed: the completed duties that started in it (India dates). */
  month: MonthSchema,
});
export type InvoiceMonth = z.infer<typeof InvoiceMonthSchema>;

/**
 * POST /invoices issues one invoice: `{ companyId, month }`, a monthly company's consolidated
 * month; or `{ dutyId }`, one completed duty of a company invoiced per duty (`companyId`, when
 * given with it, must be the duty's).
 */
export const InvoiceIssueSchema = z
  .object({
    companyId: z.uuid().optional(),
    month: MonthSchema.optional(),
    dutyId: z.uuid().optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.dutyId !== undefined) {
      if (input.month !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['month'],
          message: 'Give a month or a duty, not both',
        });
      return;
    }
    for (const field of ['companyId', 'month'] as const)
      if (input[field] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'Give a company and a month, or a duty',
        });
  });
export type InvoiceIssue = z.infer<typeof InvoiceIssueSchema>;

export const PartySchema = z.object({
  name: z.string(),
  gstin: z.string().nullable(),
  address: z.string().nullable(),
  /** The GST state code ('29'), and the state's name. */
  stateGstCode: z.string().nullable(),
  stateName: z.string().nullable(),
});
export type Party = z.infer<typeof PartySchema>;

export const SupplierSchema = PartySchema.extend({
  pan: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  bank: z.object({ name: z.string(), number: z.string(), ifsc: z.string() }),
  gstOption: GstOptionSchema,
  bodyCorporate: z.boolean(),
});
export type Supplier = z.infer<typeof SupplierSchema>;

/** The tax at one rate: a consolidated invoice spanning a change of rate has one per rate. */
export const TaxRowSchema = z.object({
  basisPoints: z.number().int(),
  rateSource: z.string(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
});
export type TaxRow = z.infer<typeof TaxRowSchema>;

export const InvoiceLineSchema = z.object({
  position: z.number().int(),
  dutyId: z.uuid(),
  regId: z.string(),
  slipNumber: z.string(),
  /** The date of supply: the duty's India date. */
  date: z.string(),
  serviceType: z.string(),
  vehicleCategory: z.string(),
  vehicleNumber: z.string().nullable(),
  km: z.number().int(),
  minutes: z.number().int(),
  charges: z.array(ChargeLineSchema),
  basisPoints: z.number().int(),
  taxablePaise: z.number().int(),
  pureAgentPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

const Sums = {
  taxablePaise: z.number().int(),
  pureAgentPaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  taxPaise: z.number().int(),
  /** What the client pays: under reverse charge, without the tax. */
  totalPaise: z.number().int(),
  amountInWords: z.string(),
  taxRows: z.array(TaxRowSchema),
};

const InvoiceHead = z.object({
  companyId: z.uuid(),
  month: MonthSchema,
  sac: z.string(),
  supplier: SupplierSchema,
  recipient: PartySchema,
  /** '29-Karnataka' */
  placeOfSupply: z.string(),
  supply: z.enum(['intra-state', 'inter-state']),
  stateTaxName: z.enum(['SGST', 'UTGST']),
  reverseCharge: z.boolean(),
  dutyCount: z.number().int(),
  ...Sums,
});

const InvoiceDraftSchema = InvoiceHead.extend({ lines: z.array(InvoiceLineSchema) });

/**
 * What issuing the month would invoice, before it is issued: no number yet. For a company
 * invoiced per duty, `invoicing` says so and issuing makes one invoice per line.
 */
export const InvoicePreviewSchema = InvoiceDraftSchema.extend({
  invoicing: z.enum(['monthly', 'per-duty']),
});
export type InvoicePreview = z.infer<typeof InvoicePreviewSchema>;

export const CreditNoteSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  date: z.string(),
  reason: z.string(),
  /** The duties credited in full; empty for a credit of an amount. */
  dutyIds: z.array(z.uuid()),
  issuedAt: z.iso.datetime(),
  ...Sums,
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

export const InvoiceSchema = InvoiceDraftSchema.extend({
  id: z.uuid(),
  number: z.string(),
  date: z.string(),
  financialYear: z.string(),
  issuedAt: z.iso.datetime(),
  creditNotes: z.array(CreditNoteSchema),
  /** The total less the credit notes' totals. */
  balancePaise: z.number().int(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceListItemSchema = InvoiceHead.pick({
  companyId: true,
  month: true,
  placeOfSupply: true,
  reverseCharge: true,
  dutyCount: true,
  taxablePaise: true,
  taxPaise: true,
  totalPaise: true,
}).extend({
  id: z.uuid(),
  number: z.string(),
  date: z.string(),
  companyName: z.string(),
  recipientGstin: z.string().nullable(),
  creditedPaise: z.number().int(),
  issuedAt: z.iso.datetime(),
});
export type InvoiceListItem = z.infer<typeof InvoiceListItemSchema>;

/** `startYear-serial` of the last invoice seen ('2025-42'): the next page is older. */
export const InvoiceCursorSchema = z.string().regex(/^\d{4}-\d{1,9}$/, 'A cursor from a page');

export const InvoiceListQuerySchema = z.object({
  companyId: z.uuid().optional(),
  month: MonthSchema.optional(),
  cursor: InvoiceCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

export const InvoicePageSchema = z.object({
  /** Newest number first. */
  items: z.array(InvoiceListItemSchema),
  nextCursor: InvoiceCursorSchema.nullable(),
});
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

/**
 * A credit note: whole duties of the invoice taken back, or an amount of its taxable value
 * (a discount, a disputed charge), always with a reason.
 */
export const CreditNoteInputSchema = z
  .object({
    reason: z.string().trim().min(3, 'Say why, in 3 characters or more').max(500),
    dutyIds: z.array(z.uuid()).min(1).max(5000).optional(),
    /** Of the taxable value, before tax; the tax on it is credited with it. */
    taxablePaise: z.number().int().min(1).optional(),
  })
  .refine((input) => (input.dutyIds === undefined) !== (input.taxablePaise === undefined), {
    message: 'Credit either duties or an amount',
    path: ['dutyIds'],
  });
export type CreditNoteInput = z.infer<typeof CreditNoteInputSchema>;

/** What issuing a company's month made: its invoices (one, or one per duty), in number order. */
export const IssuedInvoicesSchema = z.object({
  invoices: z.array(InvoiceListItemSchema),
  dutyCount: z.number().int(),
  totalPaise: z.number().int(),
});
export type IssuedInvoices = z.infer<typeof IssuedInvoicesSchema>;

/** A duty that cannot be priced, and why: what a refused issue lists. */
export const UnpricedDutySchema = z.object({
  dutyId: z.uuid(),
  regId: z.string(),
  reason: z.string(),
});
export type UnpricedDuty = z.infer<typeof UnpricedDutySchema>;

export const RegisterQuerySchema = z.object({
  month: MonthSchema,
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
