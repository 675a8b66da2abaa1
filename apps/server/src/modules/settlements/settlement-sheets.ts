import { amountInWords, formatRate, indiaDate, type ChargeLineCode } from '@raahi/domain/billing';
import { languageByCode, type LanguageCode } from '@raahi/domain/language-list';
import ExcelJS from 'exceljs';
import { inRupees, RUPEES_FORMAT } from '../../core/sheet-money.js';
import { statementText, type StatementDuty } from './settlement-document-text.js';
import { ACTUALS, ALLOWANCES, type StatementDocument } from './settlement-statement.js';

const DATE_FORMAT = 'dd/mm/yyyy';
/** An India date ('2026-06-14') as the spreadsheet's date of that day. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

const linesOf = (duty: StatementDuty, codes: Set<ChargeLineCode>) =>
  (duty.charge?.lines ?? [])
    .filter((line) => codes.has(line.code))
    .reduce((total, line) => total + line.amountPaise, 0);

/**
 * The statement as a workbook in `language`: its head and sums, one row per duty, one per
 * deduction (by hand or by rule). In a right-to-left language (Urdu) each sheet reads from the
 * right.
 */
export async function renderSettlementXlsx(
  { statement, operator, vendor }: StatementDocument,
  language: LanguageCode,
): Promise<Buffer> {
  const { totals, payment } = statement;
  const text = statementText(language);
  const { names, facts: f, columns: c } = text.words.sheet;
  const views = [{ rightToLeft: languageByCode(language)?.dir === 'rtl' }];
  const book = new ExcelJS.Workbook();
  book.creator = 'Raahi';
  const head = book.addWorksheet(names.statement, { views });
  head.columns = [
    { header: text.words.sheet.field, key: 'field', width: 34 },
    { header: text.words.sheet.value, key: 'value', width: 70 },
  ];
  const notGiven = text.words.notGiven;
  const facts: [string, string | number][] = [
    [f.operator, operator?.legalName ?? text.words.sheet.profileMissing],
    [f.operatorGstin, operator?.gstin ?? ''],
    [f.operatorPan, operator?.pan ?? ''],
    [f.operatorAddress, operator?.address ?? ''],
    [f.vendor, statement.vendorName],
    [f.vendorNumber, statement.vendorRegId],
    [f.vendorPan, vendor.pan || notGiven],
    [f.vendorGstin, vendor.gstin ?? notGiven],
    [f.month, `${text.monthName(statement.month)} (${statement.month})`],
    [f.duties, statement.duties.length],
    [f.dutiesNotPriced, statement.duties.filter((duty) => duty.charge === null).length],
    [f.dutiesAtRates, inRupees(totals.dutiesPaise)],
    [f.allowances, inRupees(totals.allowancesPaise)],
    [f.actuals, inRupees(totals.actualsPaise)],
    [f.deductions, inRupees(totals.deductionsPaise)],
    [f.gross, inRupees(totals.amountPaise)],
    [f.tdsSection, '194C'],
    [f.tdsRate, formatRate(totals.tdsBasisPoints)],
    [f.tdsReason, text.tdsReason(totals)],
    [f.tds, inRupees(totals.tdsPaise)],
    [f.net, inRupees(totals.netPaise)],
    [f.netInWords, amountInWords(totals.netPaise)],
    [f.payment, text.paymentStatus(payment)],
    [f.paymentReference, payment?.reference ?? ''],
  ];
  for (const [field, value] of facts) head.addRow({ field, value });
  if (payment)
    head.addRow({ field: f.paidOn, value: day(payment.paidOn) }).getCell(2).numFmt = DATE_FORMAT;

  const money = { width: 14, style: { numFmt: RUPEES_FORMAT } };
  const rows = book.addWorksheet(names.duties, { views });
  rows.columns = [
    { header: c.date, key: 'date', width: 12, style: { numFmt: DATE_FORMAT } },
    { header: c.duty, key: 'regId', width: 16 },
    { header: c.vehicle, key: 'vehicle', width: 14 },
    { header: c.km, key: 'km', width: 8 },
    { header: c.minutes, key: 'minutes', width: 9 },
    { header: c.pricedAs, key: 'pricedAs', width: 80 },
    { header: c.allowances, key: 'allowances', ...money },
    { header: c.actuals, key: 'actuals', ...money },
    { header: c.amount, key: 'amount', ...money },
  ];
  for (const duty of statement.duties)
    rows.addRow({
      date: day(duty.completedOn),
      regId: duty.regId,
      vehicle: duty.vehicleNumber ?? '',
      km: duty.charge?.km ?? null,
      minutes: duty.charge?.minutes ?? null,
      pricedAs: text.pricedAs(duty),
      allowances: duty.charge ? inRupees(linesOf(duty, ALLOWANCES)) : null,
      actuals: duty.charge ? inRupees(linesOf(duty, ACTUALS)) : null,
      amount: duty.charge ? inRupees(duty.charge.totalPaise) : null,
    });

  const cuts = book.addWorksheet(names.deductions, { views });
  cuts.columns = [
    { header: c.date, key: 'date', width: 12, style: { numFmt: DATE_FORMAT } },
    { header: text.words.deductionColumns.how, key: 'kind', width: 28 },
    { header: text.words.deductionColumns.reason, key: 'reason', width: 80 },
    { header: c.amount, key: 'amount', ...money },
  ];
  for (const deduction of statement.deductions)
    cuts.addRow({
      date: day(indiaDate(deduction.createdAt)),
      kind: text.deductionKind(deduction),
      reason: text.deductionReason(deduction),
      amount: inRupees(deduction.amountPaise),
    });
  return Buffer.from(await book.xlsx.writeBuffer());
}
