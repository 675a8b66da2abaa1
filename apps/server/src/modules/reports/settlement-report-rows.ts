import type { ReportRow } from '@raahi/domain/reports';
import type { SettlementStatement } from '@raahi/domain/settlements';

/** The India months a period touches, first to last: '2026-03-20'..'2026-05-02' → 03, 04, 05. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > to.slice(0, 7)) return months;
    months.push(key);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/**
 * A vendor's month as a report row. Once paid, the gross, TDS and net are those recorded with
 * the payment (as the settlements screen shows them); the rest is the statement as it stands.
 */
export function settlementRow(statement: SettlementStatement): ReportRow {
  const { totals, payment } = statement;
  return {
    vendor: statement.vendorName,
    vendorId: statement.vendorId,
    month: statement.month,
    paid: payment ? 'Paid' : 'Not paid',
    paymentReference: payment?.reference ?? null,
    paidOn: payment?.paidOn ?? null,
    duties: statement.duties.length,
    unpriced: statement.duties.filter((duty) => duty.charge === null).length,
    dutiesAmount: totals.dutiesPaise,
    allowances: totals.allowancesPaise,
    actuals: totals.actualsPaise,
    deductions: totals.deductionsPaise,
    gross: payment?.amountPaise ?? totals.amountPaise,
    tds: payment?.tdsPaise ?? totals.tdsPaise,
    net: payment?.netPaise ?? totals.netPaise,
  };
}
