import { z } from 'zod';
import { MonthSchema } from './invoices';

/**
 * The month-end run (issue 29): every client company's invoices for a month, by each company's
 * setting, and every vendor's statement of the month worked and checked priceable, as one
 * background job an operator starts and watches. Money is integer paise.
 */

export const MonthEndRequestSchema = z.object({ month: MonthSchema });
export type MonthEndRequest = z.infer<typeof MonthEndRequestSchema>;

export const MONTH_END_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** A duty the run could not price, on the sale side (its company's invoices) or the purchase side. */
export const MonthEndUnpricedSchema = z.object({
  side: z.enum(['sale', 'purchase']),
  dutyId: z.uuid(),
  regId: z.string(),
  /** The client company (sale) or the vendor (purchase). */
  party: z.string(),
  reason: z.string(),
});
export type MonthEndUnpriced = z.infer<typeof MonthEndUnpricedSchema>;

/** At most this many unpriced duties are listed; `unpricedCount` counts them all. */
export const MONTH_END_UNPRICED_LISTED = 200;

export const MonthEndSummarySchema = z.object({
  companies: z.object({
    /** With completed duties in the month. */
    total: z.number().int(),
    done: z.number().int(),
    /** That got invoices in this run. */
    invoiced: z.number().int(),
    /** Whose duties were all on invoices already. */
    upToDate: z.number().int(),
    /** Left without invoices: a duty of theirs could not be priced, or issuing refused. */
    skipped: z.array(z.object({ companyId: z.uuid(), name: z.string(), reason: z.string() })),
  }),
  invoices: z.object({
    issued: z.number().int(),
    duties: z.number().int(),
    taxablePaise: z.number().int(),
    taxPaise: z.number().int(),
    totalPaise: z.number().int(),
    /** The first and last numbers issued, in number order. */
    first: z.string().nullable(),
    last: z.string().nullable(),
  }),
  statements: z.object({
    /** Vendors with completed duties in the month (by completion), all worked. */
    vendors: z.number().int(),
    duties: z.number().int(),
    /** Of which those whose every duty is priced, so the month can be paid. */
    payable: z.number().int(),
    amountPaise: z.number().int(),
    tdsPaise: z.number().int(),
    netPaise: z.number().int(),
  }),
  unpriced: z.array(MonthEndUnpricedSchema),
  unpricedCount: z.number().int(),
});
export type MonthEndSummary = z.infer<typeof MonthEndSummarySchema>;

export const MonthEndRunSchema = z.object({
  id: z.uuid(),
  month: MonthSchema,
  status: z.enum(MONTH_END_STATUSES),
  requestedAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  /** What the run has done so far, and at the end what it did. */
  summary: MonthEndSummarySchema,
  /** Why a failed run stopped. */
  error: z.string().nullable(),
});
export type MonthEndRun = z.infer<typeof MonthEndRunSchema>;

export const emptyMonthEndSummary = (): MonthEndSummary => ({
  companies: { total: 0, done: 0, invoiced: 0, upToDate: 0, skipped: [] },
  invoices: {
    issued: 0,
    duties: 0,
    taxablePaise: 0,
    taxPaise: 0,
    totalPaise: 0,
    first: null,
    last: null,
  },
  statements: { vendors: 0, duties: 0, payable: 0, amountPaise: 0, tdsPaise: 0, netPaise: 0 },
  unpriced: [],
  unpricedCount: 0,
});
