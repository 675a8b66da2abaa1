import { z } from 'zod';
import { DutyChargeSchema } from './billing/charge-line';
import { RatePaiseSchema } from './billing/tariff-schema';
import { TDS_RULES } from './billing/tds';
import { isoDate } from './duty-fields';
import { PenaltyRuleSchema } from './settlement-penalties';
import { UNPRICED_REASONS } from './tariffs';

/**
 * Vendor settlements as the API gives them (issue 29): a vendor's month of completed duties at
 * purchase rates, deductions by hand and by rule (settlement-penalties.ts), TDS under s.194C (billing/tds.ts) and the payment recorded.
 */
export const MonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the format YYYY-MM');

export const DeductionInputSchema = z.object({
  amountPaise: RatePaiseSchema.refine((paise) => paise > 0, 'A deduction is more than ₹0'),
  reason: z.string().trim().min(3, 'Say why, in 3 characters or more').max(300),
});
export type DeductionInput = z.infer<typeof DeductionInputSchema>;

export const PaymentInputSchema = z.object({
  reference: z.string().trim().min(1, 'The payment reference (UTR, cheque number)').max(100),
  paidOn: isoDate,
});
export type PaymentInput = z.infer<typeof PaymentInputSchema>;

export const SettlementDutySchema = z.object({
  dutyId: z.uuid(),
  regId: z.string(),
  /** The India date it was completed on, which puts it in the month. */
  completedOn: z.string(),
  vehicleNumber: z.string().nullable(),
  charge: DutyChargeSchema.nullable(),
  missing: z.enum(UNPRICED_REASONS).nullable(),
});

/**
 * A deduction: by hand (the operator's amount and reason) or by rule (a late start, a vehicle
 * that did not report), which the statement works from the settings until the month is paid.
 */
export const SettlementDeductionSchema = z.object({
  /** Null for a rule's line not yet kept: it is worked afresh on each read until paid. */
  id: z.uuid().nullable(),
  source: z.enum(['hand', 'rule']),
  /** Which rule, for a deduction by rule; null by hand. */
  rule: PenaltyRuleSchema.nullable(),
  /** The duty a rule's line is for; null by hand. */
  dutyId: z.uuid().nullable(),
  amountPaise: z.number().int(),
  reason: z.string(),
  /** When it was made: by hand, when entered; by rule, the start or the failure recorded. */
  createdAt: z.string(),
});
export type SettlementDeduction = z.infer<typeof SettlementDeductionSchema>;

export const SettlementTotalsSchema = z.object({
  /** Every priced duty's amount, allowances and actuals included. */
  dutiesPaise: z.number().int(),
  allowancesPaise: z.number().int(),
  actualsPaise: z.number().int(),
  deductionsPaise: z.number().int(),
  /** Credited to the vendor: the duties less the deductions, never below zero. */
  amountPaise: z.number().int(),
  tdsBasisPoints: z.number().int(),
  tdsPaise: z.number().int(),
  /** Why this rate or none, in English; `tdsRule` and `tdsCatchUp` say it in any language. */
  tdsReason: z.string(),
  tdsRule: z.enum(TDS_RULES),
  tdsCatchUp: z.boolean(),
  netPaise: z.number().int(),
});

export const SettlementPaymentSchema = z.object({
  reference: z.string(),
  paidOn: z.string(),
  amountPaise: z.number().int(),
  tdsPaise: z.number().int(),
  netPaise: z.number().int(),
  recordedAt: z.string(),
});

export const SettlementStatementSchema = z.object({
  vendorId: z.uuid(),
  vendorName: z.string(),
  /** The vendor's number (VEN…), which names its statement's files. */
  vendorRegId: z.string(),
  month: MonthSchema,
  duties: z.array(SettlementDutySchema),
  deductions: z.array(SettlementDeductionSchema),
  totals: SettlementTotalsSchema,
  /** Null until the operator records the payment; then the figures paid, frozen. */
  payment: SettlementPaymentSchema.nullable(),
});
export type SettlementStatement = z.infer<typeof SettlementStatementSchema>;

export const SettlementSummarySchema = z.object({
  vendorId: z.uuid(),
  vendorName: z.string(),
  month: MonthSchema,
  duties: z.number().int(),
  unpriced: z.number().int(),
  amountPaise: z.number().int(),
  tdsPaise: z.number().int(),
  netPaise: z.number().int(),
  paid: z.boolean(),
});
export type SettlementSummary = z.infer<typeof SettlementSummarySchema>;

export const SETTLEMENT_EXPORT_FORMATS = ['pdf', 'xlsx'] as const;
export const SettlementExportQuerySchema = z.object({
  format: z.enum(SETTLEMENT_EXPORT_FORMATS, 'Use pdf or xlsx'),
});

/** A statement's file name, the same from the server and the browser: settlement-VEN0001-2026-06.pdf */
export const settlementFileName = (
  statement: Pick<SettlementStatement, 'vendorRegId' | 'month'>,
  format: (typeof SETTLEMENT_EXPORT_FORMATS)[number],
) => `settlement-${statement.vendorRegId}-${statement.month}.${format}`;
