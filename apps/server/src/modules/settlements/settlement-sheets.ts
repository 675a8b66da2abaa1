import { amountInWords, formatRate, indiaDate, type ChargeLineCode } from '@raahi/domain/billing';
import ExcelJS from 'exceljs';
import { inRupees, RUPEES_FORMAT } from '../../core/sheet-money.js';
import {
  deductionKind,
  monthName,
  paymentStatus,
  pricedAs,
  type StatementDuty,
} from './settlement-document-text.js';
import { ACTUALS, ALLOWANCES, type StatementDocument } from './settlement-statement.js';

const DATE_FORMAT = 'dd/mm/yyyy';
/** An India date ('2026-06-14') as the spreadsheet's date of that day. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

const linesOf = (duty: StatementDuty, codes: Set<ChargeLineCode>) =>
  (duty.charge?.lines ?? [])
    .filter((line) => codes.has(line.code))
    .reduce((total, line) => total + line.amountPaise, 0);

/**
 * The statement as a workbook: its head and sums, one row per duty, one per deduction (by hand
 * or by rule).
 */
export async function renderSettlementXlsx({
  statement,
  operator,
  vendor,
}: StatementDocument): Promise<Buffer> {
  const { totals, payment } = statement;
  const book = new ExcelJS.Workbook();
  book.creator = 'Raahi';
  const head = book.addWorksheet('Statement');
  head.columns = [
    { header: 'Field', key: 'field', width: 34 },
    { header: 'Value', key: 'value', width: 70 },
  ];
  const facts: [string, string | number][] = [
    ['Operator', operator?.legalName ?? 'Company Profile not filled in'],
    ['Operator GSTIN', operator?.gstin ?? ''],
    ['Operator PAN', operator?.pan ?? ''],
    ['Operator address', operator?.address ?? ''],
    ['Vendor', statement.vendorName],
    ['Vendor number', statement.vendorRegId],
    ['Vendor PAN', vendor.pan || 'Not given'],
    ['Vendor GSTIN', vendor.gstin ?? 'Not given'],
    ['Month', `${monthName(statement.month)} (${statement.month})`],
    ['Duties', statement.duties.length],
    ['Duties not priced yet', statement.duties.filter((duty) => duty.charge === null).length],
    ['Duties at purchase rates (₹)', inRupees(totals.dutiesPaise)],
    ['of which allowances (₹)', inRupees(totals.allowancesPaise)],
    ['of which actuals paid (₹)', inRupees(totals.actualsPaise)],
    ['Deductions (₹)', inRupees(totals.deductionsPaise)],
    ['Gross credited (₹)', inRupees(totals.amountPaise)],
    ['TDS section', '194C'],
    ['TDS rate', formatRate(totals.tdsBasisPoints)],
    ['TDS reason', totals.tdsReason],
    ['TDS (₹)', inRupees(totals.tdsPaise)],
    ['Net payable (₹)', inRupees(totals.netPaise)],
    ['Net payable in words', amountInWords(totals.netPaise)],
    ['Payment', paymentStatus(payment)],
    ['Payment reference', payment?.reference ?? ''],
  ];
  for (const [field, value] of facts) head.addRow({ field, value });
  if (payment)
    head.addRow({ field: 'Paid on', value: day(payment.paidOn) }).getCell(2).numFmt = DATE_FORMAT;

  const money = { width: 14, style: { numFmt: RUPEES_FORMAT } };
  const rows = book.addWorksheet('Duties');
  rows.columns = [
    { header: 'Date', key: 'date', width: 12, style: { numFmt: DATE_FORMAT } },
    { header: 'Duty', key: 'regId', width: 16 },
    { header: 'Vehicle', key: 'vehicle', width: 14 },
    { header: 'Km', key: 'km', width: 8 },
    { header: 'Minutes', key: 'minutes', width: 9 },
    { header: 'How it was priced', key: 'pricedAs', width: 80 },
    { header: 'Allowances (₹)', key: 'allowances', ...money },
    { header: 'Actuals (₹)', key: 'actuals', ...money },
    { header: 'Amount (₹)', key: 'amount', ...money },
  ];
  for (const duty of statement.duties)
    rows.addRow({
      date: day(duty.completedOn),
      regId: duty.regId,
      vehicle: duty.vehicleNumber ?? '',
      km: duty.charge?.km ?? null,
      minutes: duty.charge?.minutes ?? null,
      pricedAs: pricedAs(duty),
      allowances: duty.charge ? inRupees(linesOf(duty, ALLOWANCES)) : null,
      actuals: duty.charge ? inRupees(linesOf(duty, ACTUALS)) : null,
      amount: duty.charge ? inRupees(duty.charge.totalPaise) : null,
    });

  const cuts = book.addWorksheet('Deductions');
  cuts.columns = [
    { header: 'Date', key: 'date', width: 12, style: { numFmt: DATE_FORMAT } },
    { header: 'How', key: 'kind', width: 28 },
    { header: 'Reason', key: 'reason', width: 80 },
    { header: 'Amount (₹)', key: 'amount', ...money },
  ];
  for (const deduction of statement.deductions)
    cuts.addRow({
      date: day(indiaDate(deduction.createdAt)),
      kind: deductionKind(deduction),
      reason: deduction.reason,
      amount: inRupees(deduction.amountPaise),
    });
  return Buffer.from(await book.xlsx.writeBuffer());
}
