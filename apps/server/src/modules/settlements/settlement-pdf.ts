import { amountInWords, formatMinutes } from '@raahi/domain/billing';
import {
  formatIndianDate,
  formatIndianNumber,
  formatRupees,
  formatVehicleNumber,
} from '@raahi/domain/formats';
import { startPdfDocument, type PdfDocument } from '../../core/pdf-document.js';
import {
  deductionKind,
  indianDateOf,
  monthName,
  paymentStatus,
  pricedAs,
  tdsLabel,
} from './settlement-document-text.js';
import type { StatementDocument } from './settlement-statement.js';

/** A block of lines under a heading, at x; answers where it ends. */
function block(d: PdfDocument, heading: string, lines: string[], x: number, y: number, w: number) {
  d.doc.font('bold').fontSize(9).text(heading, x, y, { width: w });
  lines.forEach((line, i) =>
    d.doc
      .font(i === 0 ? 'bold' : 'body')
      .fontSize(i === 0 ? 10 : 8.5)
      .text(line, x, d.doc.y, { width: w }),
  );
  return d.doc.y;
}

function parties(d: PdfDocument, { operator, vendor, statement }: StatementDocument) {
  const top = d.doc.y;
  const half = d.width / 2 - 6;
  const payer = operator
    ? [operator.legalName, operator.address, `GSTIN: ${operator.gstin}`, `PAN: ${operator.pan}`]
    : ['The operator’s Company Profile is not filled in yet'];
  const a = block(d, 'Operator (payer)', payer, d.left, top, half);
  const payee = [
    statement.vendorName,
    `Vendor number: ${statement.vendorRegId}`,
    `PAN: ${vendor.pan || 'Not given'}`,
    `GSTIN: ${vendor.gstin ?? 'Not given'}`,
  ];
  const b = block(d, 'Vendor (payee)', payee, d.left + half + 12, top, half);
  d.doc.x = d.left;
  d.doc.y = Math.max(a, b) + 8;
}

function duties(d: PdfDocument, { statement }: StatementDocument) {
  const w = [0.035, 0.105, 0.125, 0.14, 0.07, 0.1, 0.285, 0.14];
  d.doc.font('bold').fontSize(11).text('Duties completed in the month', d.left, d.doc.y);
  d.doc.moveDown(0.2);
  d.row(['#', 'Date', 'Duty', 'Vehicle', 'Km', 'Time', 'How it was priced', 'Amount'], w, {
    bold: true,
  });
  statement.duties.forEach((duty, i) =>
    d.row(
      [
        String(i + 1),
        formatIndianDate(duty.completedOn),
        duty.regId,
        duty.vehicleNumber ? formatVehicleNumber(duty.vehicleNumber) : '—',
        duty.charge ? `${formatIndianNumber(duty.charge.km)} km` : '—',
        duty.charge ? formatMinutes(duty.charge.minutes) : '—',
        pricedAs(duty),
        duty.charge ? formatRupees(duty.charge.totalPaise) : 'Not priced',
      ],
      w,
    ),
  );
  if (statement.duties.length === 0) d.row(['No completed duties in the month'], [1]);
}

function deductions(d: PdfDocument, { statement }: StatementDocument) {
  const w = [0.12, 0.3, 0.42, 0.16];
  d.doc.moveDown(0.5).font('bold').fontSize(11).text('Deductions', d.left, d.doc.y);
  d.doc.moveDown(0.2);
  if (statement.deductions.length === 0) return d.row(['None'], [1]);
  d.row(['Date', 'How', 'Reason', 'Amount'], w, { bold: true });
  for (const deduction of statement.deductions)
    d.row(
      [
        indianDateOf(deduction.createdAt),
        deductionKind(deduction),
        deduction.reason,
        `−${formatRupees(deduction.amountPaise)}`,
      ],
      w,
    );
}

function sums(d: PdfDocument, { statement }: StatementDocument) {
  const { totals } = statement;
  const w = [0.7, 0.3];
  d.doc.moveDown(0.5);
  d.row(['Duties at purchase rates', formatRupees(totals.dutiesPaise)], w);
  d.row(['   of which allowances (driver, night)', formatRupees(totals.allowancesPaise)], w);
  d.row(
    ['   of which actuals paid (tolls, parking, permits)', formatRupees(totals.actualsPaise)],
    w,
  );
  d.row(['Deductions', `−${formatRupees(totals.deductionsPaise)}`], w);
  d.row(['Gross credited', formatRupees(totals.amountPaise)], w, { bold: true });
  d.row([tdsLabel(totals), `−${formatRupees(totals.tdsPaise)}`], w);
  d.row(['Net payable', formatRupees(totals.netPaise)], w, { bold: true, size: 10 });
  d.doc.font('body').fontSize(8.5).text(amountInWords(totals.netPaise), d.left, d.doc.y, {
    width: d.width,
  });
  const unpriced = statement.duties.filter((duty) => duty.charge === null).length;
  if (unpriced > 0)
    d.doc
      .font('bold')
      .text(
        `${unpriced} of the month's duties are not priced yet and are not in these figures.`,
        d.left,
        d.doc.y,
        { width: d.width },
      );
}

/**
 * A vendor's monthly statement as an A4 PDF: the operator and the vendor, each duty at the
 * purchase rate (or why it has none), the deductions with their reasons, the sums down to the
 * net after TDS, and whether it is paid.
 */
export function renderSettlementPdf(document: StatementDocument, madeAt: Date): Promise<Buffer> {
  const { statement } = document;
  const d = startPdfDocument(`Statement ${statement.vendorRegId} ${statement.month}`);
  d.doc.font('bold').fontSize(15).text('Vendor Statement', d.left, d.doc.y);
  d.doc
    .font('body')
    .fontSize(10)
    .text(`${monthName(statement.month)} (${statement.month})`);
  d.doc.moveDown(0.4);
  parties(d, document);
  d.row(['Payment', paymentStatus(statement.payment)], [0.3, 0.7], { bold: true });
  d.doc.moveDown(0.4);
  duties(d, document);
  deductions(d, document);
  sums(d, document);
  d.doc.moveDown(0.6).font('body').fontSize(7.5).fillColor('#555');
  d.doc.text(`Made on ${indianDateOf(madeAt)} (IST) · Raahi`, d.left, d.doc.y, {
    width: d.width,
  });
  d.doc.end();
  return d.done;
}
