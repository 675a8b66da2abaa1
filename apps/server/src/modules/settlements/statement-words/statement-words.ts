import type { ChargeLineWords, TdsRule } from '@raahi/domain/billing';
import type { PenaltyRule } from '@raahi/domain/settlement-penalties';
import type { UnpricedReason } from '@raahi/domain/tariffs';

/**
 * One language's words for a vendor's monthly statement, its PDF and its workbook, with the same
 * `{{placeholders}}` as the English. The settlements page's words where it has them
 * (apps/web/src/locales/<code>/billing.json, `settlements`).
 */
export interface StatementWords {
  title: string;
  heading: string;
  payer: string;
  payee: string;
  noProfile: string;
  vendorNumber: string;
  notGiven: string;
  payment: string;
  paid: string;
  notPaid: string;
  dutiesHeading: string;
  columns: {
    date: string;
    duty: string;
    vehicle: string;
    km: string;
    time: string;
    pricedAs: string;
    amount: string;
  };
  /** How a duty was priced: the tariff engine's sentences (durations and km are below). */
  chargeLines: ChargeLineWords;
  notPriced: string;
  notPricedBecause: string;
  unpriced: Record<UnpricedReason, string>;
  noDuties: string;
  deductions: string;
  none: string;
  deductionColumns: { date: string; how: string; reason: string; amount: string };
  byHand: string;
  byRule: string;
  rules: Record<PenaltyRule, string>;
  /** The reasons of the deductions by rule (the domain's `ruleDeductions` writes the English). */
  ruleReasons: Record<PenaltyRule, string>;
  sums: {
    duties: string;
    allowances: string;
    actuals: string;
    deductions: string;
    gross: string;
    net: string;
  };
  tds: string;
  /** Why this TDS rate or none (s.194C's case), and the year's untaxed payments joining in. */
  tdsRules: Record<TdsRule, string>;
  tdsCatchUp: string;
  unpricedNote: string;
  madeOn: string;
  /** A distance, and a time as `formatMinutes` gives it: hours and minutes, hours, minutes. */
  km: string;
  hoursMinutes: string;
  hours: string;
  minutes: string;
  sheet: {
    names: { statement: string; duties: string; deductions: string };
    field: string;
    value: string;
    profileMissing: string;
    facts: {
      operator: string;
      operatorGstin: string;
      operatorPan: string;
      operatorAddress: string;
      vendor: string;
      vendorNumber: string;
      vendorPan: string;
      vendorGstin: string;
      month: string;
      duties: string;
      dutiesNotPriced: string;
      dutiesAtRates: string;
      allowances: string;
      actuals: string;
      deductions: string;
      gross: string;
      tdsSection: string;
      tdsRate: string;
      tdsReason: string;
      tds: string;
      net: string;
      netInWords: string;
      payment: string;
      paymentReference: string;
      paidOn: string;
    };
    columns: {
      date: string;
      duty: string;
      vehicle: string;
      km: string;
      minutes: string;
      pricedAs: string;
      allowances: string;
      actuals: string;
      amount: string;
    };
  };
}
