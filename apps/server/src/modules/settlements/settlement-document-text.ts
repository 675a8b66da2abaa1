import { formatRate, indiaDate } from '@raahi/domain/billing';
import { formatIndianDate, formatRupees } from '@raahi/domain/formats';
import type { PenaltyRule } from '@raahi/domain/settlement-penalties';
import type { SettlementDeduction, SettlementStatement } from '@raahi/domain/settlements';
import type { UnpricedReason } from '@raahi/domain/tariffs';

/** The words the statement's PDF and workbook share, so the two never say different things. */

const UNPRICED: Record<UnpricedReason, string> = {
  'not-completed': 'the duty is not completed',
  'slip-open': 'its slip has no garage-out or no garage-in yet',
  'slip-impossible': 'its slip’s figures contradict each other',
  'no-tariff': 'no purchase tariff in force for its service and vehicle category on its date',
};

export type StatementDuty = SettlementStatement['duties'][number];

/** How a duty was priced (its charge lines), or why it is not priced yet. */
export const pricedAs = (duty: StatementDuty) =>
  duty.charge
    ? duty.charge.lines.map((line) => line.label).join('; ')
    : `Not priced: ${UNPRICED[duty.missing ?? 'no-tariff']}`;

/** '2026-06' as 'June 2026'. */
export const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const tdsLabel = (totals: SettlementStatement['totals']) =>
  `TDS u/s 194C @ ${formatRate(totals.tdsBasisPoints)} (${totals.tdsReason})`;

/** Paid (reference, date, net) or 'Not paid'. */
export const paymentStatus = (payment: SettlementStatement['payment']) =>
  payment
    ? `Paid on ${formatIndianDate(payment.paidOn)}, reference ${payment.reference}: ${formatRupees(payment.netPaise)} net`
    : 'Not paid';

const RULES: Record<PenaltyRule, string> = {
  'late-start': 'late start',
  'vehicle-not-reported': 'vehicle did not report',
};

/** Whether the operator made a deduction by hand or a rule did, and which. */
export const deductionKind = (deduction: SettlementDeduction) =>
  deduction.rule ? `By rule: ${RULES[deduction.rule]}` : 'By hand';

/** The India date of an instant, as dd/mm/yyyy. */
export const indianDateOf = (instant: string | Date) => formatIndianDate(indiaDate(instant));
