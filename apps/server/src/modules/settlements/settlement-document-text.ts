import {
  chargeLineText,
  durationText,
  formatRate,
  indiaDate,
  type UnitWords,
} from '@raahi/domain/billing';
import { formatIndianDate, formatRupees } from '@raahi/domain/formats';
import type { LanguageCode } from '@raahi/domain/language-list';
import { ruleReasonParts } from '@raahi/domain/settlement-penalties';
import type { SettlementDeduction, SettlementStatement } from '@raahi/domain/settlements';
import { fillWords } from '../../core/fill-words.js';
import { STATEMENT_LANGUAGES } from './statement-words/languages.js';

/**
 * The words the statement's PDF and workbook share, in the reader's language, so the two never
 * say different things. Dates and amounts are the same in every language.
 */

export type StatementDuty = SettlementStatement['duties'][number];

/** The India date of an instant, as dd/mm/yyyy. */
export const indianDateOf = (instant: string | Date) => formatIndianDate(indiaDate(instant));

/** The statement's sentences in `language`. */
export function statementText(language: LanguageCode) {
  const words = STATEMENT_LANGUAGES[language];
  const units: UnitWords = words;
  const tdsReason = (totals: SettlementStatement['totals']) => {
    const reason = words.tdsRules[totals.tdsRule];
    return totals.tdsCatchUp ? fillWords(words.tdsCatchUp, { reason }) : reason;
  };
  return {
    words,
    /** How a duty was priced (its charge lines), or why it is not priced yet. */
    pricedAs: (duty: StatementDuty) =>
      duty.charge
        ? duty.charge.lines.map((line) => chargeLineText(line, words.chargeLines, units)).join('; ')
        : fillWords(words.notPricedBecause, {
            reason: words.unpriced[duty.missing ?? 'no-tariff'],
          }),

    /** '2026-06' as 'June 2026', in the language's month names and Latin digits. */
    monthName: (month: string) =>
      new Date(`${month}-01T00:00:00Z`).toLocaleString(`${language}-IN-u-nu-latn`, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),

    /** Why this TDS rate or none: section 194C's case in the language. */
    tdsReason,

    tdsLabel: (totals: SettlementStatement['totals']) =>
      fillWords(words.tds, { rate: formatRate(totals.tdsBasisPoints), reason: tdsReason(totals) }),

    /** Paid (reference, date, net) or not paid. */
    paymentStatus: (payment: SettlementStatement['payment']) =>
      payment
        ? fillWords(words.paid, {
            date: formatIndianDate(payment.paidOn),
            reference: payment.reference,
            net: formatRupees(payment.netPaise),
          })
        : words.notPaid,

    /** Whether the operator made a deduction by hand or a rule did, and which. */
    deductionKind: (deduction: SettlementDeduction) =>
      deduction.rule
        ? fillWords(words.byRule, { rule: words.rules[deduction.rule] })
        : words.byHand,

    /**
     * A deduction's reason: the operator's own words as typed, a rule's in the language (with
     * its duty and minutes).
     */
    deductionReason: (deduction: SettlementDeduction) => {
      const parts = deduction.rule ? ruleReasonParts(deduction.rule, deduction.reason) : null;
      if (!deduction.rule || !parts) return deduction.reason;
      return fillWords(words.ruleReasons[deduction.rule], {
        duty: parts.duty,
        minutes: parts.minutes ?? '',
      });
    },

    /** A time as `formatMinutes` gives it ('3 h 20 min', '3 h', '20 min'), in the language. */
    duration: (minutes: number) => durationText(minutes, units),
  };
}

export type StatementText = ReturnType<typeof statementText>;
