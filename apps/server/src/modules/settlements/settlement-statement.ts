import {
  financialYearOfDate,
  indiaDate,
  tds194c,
  tdsPayeeKindFromPan,
  type ChargeLineCode,
} from '@raahi/domain/billing';
import type { CompanyProfile } from '@raahi/domain/company-profile';
import {
  ruleDeductions,
  type PenaltySettings,
  type VehicleFailure,
} from '@raahi/domain/settlement-penalties';
import type { SettlementDeduction, SettlementStatement } from '@raahi/domain/settlements';
import type { TariffsService } from '../tariffs/tariffs.service.js';
import type { DeductionRow, NewDeduction, PaymentRow } from './settlements.repository.js';

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
/** A completed duty of the month, as the duty slips give it, with its start for the SLA. */
export type CompletedDuty = {
  dutyId: string;
  regId: string;
  scheduledStart: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  vehicleNumber: string | null;
};

/**
 * The statement's deductions: those stored (by hand, and a paid month's rule lines as they were
 * paid), and until the month is paid the rule lines worked now from the settings and the month.
 */
export function deductionLines(input: {
  stored: DeductionRow[];
  paid: boolean;
  penalties: PenaltySettings;
  duties: CompletedDuty[];
  failures: VehicleFailure[];
}): SettlementDeduction[] {
  const stored = input.stored.map((row) => ({
    id: row.id,
    source: row.rule ? ('rule' as const) : ('hand' as const),
    rule: (row.rule as SettlementDeduction['rule']) ?? null,
    dutyId: row.dutyId,
    amountPaise: row.amountPaise,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
  if (input.paid) return stored;
  const byRule = ruleDeductions(input.penalties, input.duties, input.failures).map((line) => ({
    id: null,
    source: 'rule' as const,
    rule: line.rule,
    dutyId: line.dutyId,
    amountPaise: line.amountPaise,
    reason: line.reason,
    createdAt: line.at.toISOString(),
  }));
  // Stored rule lines exist only once paid; an unpaid month shows those of now alone.
  return [...stored.filter((line) => line.source === 'hand'), ...byRule].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
}
type Quotes = Awaited<ReturnType<TariffsService['quoteDuties']>>;

/** The month its financial year starts in ('2026-04' for any month of 2026-27). */
export const yearStartOf = (month: string) => financialYearOfDate(`${month}-01`).from.slice(0, 7);

/** The rule lines worked for the statement, as rows to store when its month is paid. */
export function ruleLinesToKeep(statement: SettlementStatement, paidBy: string): NewDeduction[] {
  return statement.deductions.flatMap((line) =>
    line.id === null
      ? [
          {
            vendorId: statement.vendorId,
            month: statement.month,
            amountPaise: line.amountPaise,
            reason: line.reason,
            rule: line.rule,
            dutyId: line.dutyId,
            createdAt: new Date(line.createdAt),
            createdBy: paidBy,
          },
        ]
      : [],
  );
}

/**
 * A vendor's month, from what was read for it: its completed duties' purchase quotes, the
 * deductions (by hand, and by rule from the penalties and its vehicles' failures to report),
 * the year's earlier payments (for the s.194C thresholds) and the month's payment.
 */
export function statementOf(input: {
  vendor: VendorIdentity;
  month: string;
  duties: CompletedDuty[];
  quotes: Quotes;
  deductions: DeductionRow[];
  failures: VehicleFailure[];
  penalties: PenaltySettings;
  earlier: PaymentRow[];
  payment: PaymentRow | undefined;
}): SettlementStatement {
  const { vendor, month, earlier, payment } = input;
  const deductions = deductionLines({
    stored: input.deductions,
    paid: payment !== undefined,
    penalties: input.penalties,
    duties: input.duties,
    failures: input.failures,
  });
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
    deductions,
    totals: {
      dutiesPaise,
      allowancesPaise: sum(lines.filter((l) => ALLOWANCES.has(l.code)).map((l) => l.amountPaise)),
      actualsPaise: sum(lines.filter((l) => ACTUALS.has(l.code)).map((l) => l.amountPaise)),
      deductionsPaise,
      amountPaise,
      tdsBasisPoints: tds.basisPoints,
      tdsPaise: tds.tdsPaise,
      tdsReason: tds.reason,
      tdsRule: tds.rule,
      tdsCatchUp: tds.catchUp,
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
