/**
 * TDS on a vendor's settlement, Income-tax Act 1961 section 194C (payments to contractors):
 * 1% when the vendor is an individual or a Hindu undivided family, 2% otherwise; none when
 * neither the one payment exceeds ₹30,000 nor the year's payments to the vendor ₹1,00,000
 * (s.194C(5)); 20% when the vendor has given no PAN (section 206AA). When the year crosses
 * ₹1,00,000, the earlier payments left untaxed under the limit are taxed with this one, as the
 * limit then no longer holds for them. Deposited by challan in whole rupees, so the tax is worked
 * to the nearest rupee.
 */
export const TDS_194C = {
  individualBasisPoints: 100,
  otherBasisPoints: 200,
  noPanBasisPoints: 2_000,
  singlePaymentLimitPaise: 30_000_00,
  yearlyLimitPaise: 1_00_000_00,
} as const;

export const TDS_PAYEE_KINDS = ['individual-or-huf', 'other'] as const;
export type TdsPayeeKind = (typeof TDS_PAYEE_KINDS)[number];

/** From the PAN's fourth letter: P (individual) or H (HUF), else another kind of payee. */
export function tdsPayeeKindFromPan(pan: string): TdsPayeeKind {
  const holder = pan.trim().toUpperCase()[3];
  return holder === 'P' || holder === 'H' ? 'individual-or-huf' : 'other';
}

export interface TdsInput {
  /** This settlement's amount without GST shown separately (CBDT Circular 23/2017). */
  amountPaise: number;
  /** What was already credited to the vendor this financial year, before this settlement. */
  earlierInYearPaise: number;
  /** The part of that on which no TDS was deducted (it was under the limits then). */
  earlierUntaxedPaise: number;
  payee: TdsPayeeKind;
  panGiven: boolean;
}

/** Which of section 194C's cases a settlement falls in: the statement says it in words. */
export const TDS_RULES = ['under-limit', 'no-pan', 'individual-or-huf', 'other'] as const;
export type TdsRule = (typeof TDS_RULES)[number];

export interface TdsResult {
  basisPoints: number;
  /** What the rate was applied to. */
  basePaise: number;
  tdsPaise: number;
  netPaise: number;
  /** Why this rate, or why none: the case, and whether the year's untaxed payments joined in. */
  rule: TdsRule;
  catchUp: boolean;
  /** The same in English, as the API has always said it. */
  reason: string;
}

export function tds194c(input: TdsInput): TdsResult {
  const { amountPaise, earlierInYearPaise } = input;
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0)
    throw new RangeError('A settlement amount is whole, non-negative paise');
  const overLimit =
    amountPaise > TDS_194C.singlePaymentLimitPaise ||
    earlierInYearPaise + amountPaise > TDS_194C.yearlyLimitPaise;
  if (!overLimit)
    return {
      basisPoints: 0,
      basePaise: 0,
      tdsPaise: 0,
      netPaise: amountPaise,
      rule: 'under-limit',
      catchUp: false,
      reason: 'Under ₹30,000 and the year under ₹1,00,000: no TDS (s.194C(5))',
    };
  const [rule, basisPoints, reason] = !input.panGiven
    ? (['no-pan', TDS_194C.noPanBasisPoints, 'No PAN: 20% (s.206AA)'] as const)
    : input.payee === 'individual-or-huf'
      ? ([
          'individual-or-huf',
          TDS_194C.individualBasisPoints,
          'Individual or HUF: 1% (s.194C(1))',
        ] as const)
      : (['other', TDS_194C.otherBasisPoints, 'Firm, company or other: 2% (s.194C(1))'] as const);
  const yearCrossed = earlierInYearPaise + amountPaise > TDS_194C.yearlyLimitPaise;
  const basePaise = amountPaise + (yearCrossed ? input.earlierUntaxedPaise : 0);
  // Whole rupees, half a rupee up; never more than this settlement can bear.
  const worked = Math.floor((basePaise * basisPoints + 50 * 10_000) / (100 * 10_000)) * 100;
  const tdsPaise = Math.min(worked, amountPaise);
  const catchUp = basePaise > amountPaise;
  return {
    basisPoints,
    basePaise,
    tdsPaise,
    netPaise: amountPaise - tdsPaise,
    rule,
    catchUp,
    reason: catchUp ? `${reason}, with the year’s earlier untaxed payments` : reason,
  };
}
