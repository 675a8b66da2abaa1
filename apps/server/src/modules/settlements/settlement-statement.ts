import {
  financialYearOfDate,
  indiaDate,
  tds194c,
  tdsPayeeKindFromPan,
  type ChargeLineCode,
} from '@raahi/domain/billing';
import type { CompanyProfile } from '@raahi/domain/company-profile';
import type { SettlementStatement } from '@raahi/domain/settlements';
import type { TariffsService } from '../tariffs/tariffs.service.js';
import type { DeductionRow, PaymentRow } from './settlements.repository.js';

/** A vendor's month worked from what was read for it, without I/O: the service reads, this sums. */

export const ALLOWANCES = new Set<ChargeLineCode>(['driver-allowance', 'night-allowance']);
export const ACTUALS = new Set<ChargeLineCode>(['toll', 'parking', 'permit', 'other']);

/** A month's India dates as instants: [1st 00:00 IST, next 1st 00:00 IST). */
export function monthRange(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return {
    from: new Date(`${month}-01T00:00:00+05:30`),
    to: new Date(`${next}-01T00:00:00+05:30`),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A vendor as its statement names it; its PAN decides its TDS rate. */
export type VendorIdentity = {
  id: string;
  regId: string;
  name: string;
  pan: string;
  gstin: string | null;
};
/** A completed duty of the month, as the duty slips give it. */
export type CompletedDuty = {
  dutyId: string;
  completedAt: Date | null;
  vehicleNumber: string | null;
};
type Quotes = Awaited<ReturnType<TariffsService['quoteDuties']>>;

/** The month its financial year starts in ('2026-04' for any month of 2026-27). */
export const yearStartOf = (month: string) => financialYearOfDate(`${month}-01`).from.slice(0, 7);

/**
 * A vendor's month, from what was read for it: its completed duties' purchase quotes, the
 * deductions, the year's earlier payments (for the s.194C thresholds) and the month's payment.
 */
export function statementOf(input: {
  vendor: VendorIdentity;
  month: string;
  duties: CompletedDuty[];
  quotes: Quotes;
  deductions: DeductionRow[];
  earlier: PaymentRow[];
  payment: PaymentRow | undefined;
}): SettlementStatement {
  const { vendor, month, deductions, earlier, payment } = input;
  const duties = input.duties.map((duty) => {
    const quote = input.quotes.get(duty.dutyId)!;
    return {
      dutyId: duty.dutyId,
      regId: quote.regId,
      completedOn: duty.completedAt ? indiaDate(duty.completedAt) : '',
      vehicleNumber: duty.vehicleNumber,
      charge: quote.charge,
      missing: quote.missing,
    };
  });
  const lines = duties.flatMap((duty) => duty.charge?.lines ?? []);
  const dutiesPaise = sum(duties.map((duty) => duty.charge?.totalPaise ?? 0));
  const deductionsPaise = sum(deductions.map((deduction) => deduction.amountPaise));
  const amountPaise = Math.max(0, dutiesPaise - deductionsPaise);
  const tds = tds194c({
    amountPaise,
    earlierInYearPaise: sum(earlier.map((one) => one.amountPaise)),
    earlierUntaxedPaise: sum(
      earlier.filter((one) => one.tdsPaise === 0).map((one) => one.amountPaise),
    ),
    payee: tdsPayeeKindFromPan(vendor.pan),
    panGiven: vendor.pan.trim() !== '',
  });
  return {
    vendorId: vendor.id,
    vendorName: vendor.name,
    vendorRegId: vendor.regId,
    month,
    duties,
    deductions: deductions.map((deduction) => ({
      id: deduction.id,
      amountPaise: deduction.amountPaise,
      reason: deduction.reason,
      createdAt: deduction.createdAt.toISOString(),
    })),
    totals: {
      dutiesPaise,
      allowancesPaise: sum(lines.filter((l) => ALLOWANCES.has(l.code)).map((l) => l.amountPaise)),
      actualsPaise: sum(lines.filter((l) => ACTUALS.has(l.code)).map((l) => l.amountPaise)),
      deductionsPaise,
      amountPaise,
      tdsBasisPoints: tds.basisPoints,
      tdsPaise: tds.tdsPaise,
      tdsReason: tds.reason,
      netPaise: tds.netPaise,
    },
    payment: payment
      ? {
          reference: payment.reference,
          paidOn: payment.paidOn,
          amountPaise: payment.amountPaise,
          tdsPaise: payment.tdsPaise,
          netPaise: payment.netPaise,
          recordedAt: payment.recordedAt.toISOString(),
        }
      : null,
  };
}

/** A statement with what its PDF and workbook print besides: the operator and the vendor's tax ids. */
export type StatementDocument = {
  statement: SettlementStatement;
  /** The operator's legal details; null until the Company Profile is filled. */
  operator: CompanyProfile | null;
  vendor: Pick<VendorIdentity, 'pan' | 'gstin'>;
};
