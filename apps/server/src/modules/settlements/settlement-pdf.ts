import { amountInWords } from '@raahi/domain/billing';
import {
  formatIndianDate,
  formatIndianNumber,
  formatRupees,
  formatVehicleNumber,
} from '@raahi/domain/formats';
import { languageByCode, type LanguageCode } from '@raahi/domain/language-list';
import { fillWords } from '../../core/fill-words.js';
import { startPdfDocument, type PdfDocument } from '../../core/pdf-document.js';
import { indianDateOf, statementText, type StatementText } from './settlement-document-text.js';
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

function parties(d: PdfDocument, { words }: StatementText, document: StatementDocument) {
  const { operator, vendor, statement } = document;
  const top = d.doc.y;
  const half = d.width / 2 - 6;
  const payer = operator
    ? [operator.legalName, operator.address, `GSTIN: ${operator.gstin}`, `PAN: ${operator.pan}`]
    : [words.noProfile];
  const a = block(d, words.payer, payer, d.left, top, half);
  const payee = [
    statement.vendorName,
    fillWords(words.vendorNumber, { regId: statement.vendorRegId }),
    `PAN: ${vendor.pan || words.notGiven}`,
    `GSTIN: ${vendor.gstin ?? words.notGiven}`,
  ];
  const b = block(d, words.payee, payee, d.left + half + 12, top, half);
  d.doc.x = d.left;
  d.doc.y = Math.max(a, b) + 8;
}

function duties(d: PdfDocument, text: StatementText, { statement }: StatementDocument) {
  const { words } = text;
  // Km and time wide enough for their units in the Indian scripts ("50 கி.மீ", "1 மணி 5 நிமி").
  const w = [0.035, 0.105, 0.12, 0.14, 0.085, 0.125, 0.25, 0.14];
  const c = words.columns;
  d.doc.font('bold').fontSize(11).text(words.dutiesHeading, d.left, d.doc.y);
  d.doc.moveDown(0.2);
  d.row(['#', c.date, c.duty, c.vehicle, c.km, c.time, c.pricedAs, c.amount], w, { bold: true });
  statement.duties.forEach((duty, i) =>
    d.row(
      [
        String(i + 1),
        formatIndianDate(duty.completedOn),
        duty.regId,
        duty.vehicleNumber ? formatVehicleNumber(duty.vehicleNumber) : '—',
        duty.charge ? fillWords(words.km, { km: formatIndianNumber(duty.charge.km) }) : '—',
        duty.charge ? text.duration(duty.charge.minutes) : '—',
        text.pricedAs(duty),
        duty.charge ? formatRupees(duty.charge.totalPaise) : words.notPriced,
      ],
      w,
    ),
  );
  if (statement.duties.length === 0) d.row([words.noDuties], [1]);
}

function deductions(d: PdfDocument, text: StatementText, { statement }: StatementDocument) {
  const { words } = text;
  const w = [0.12, 0.3, 0.42, 0.16];
  const c = words.deductionColumns;
  d.doc.moveDown(0.5).font('bold').fontSize(11).text(words.deductions, d.left, d.doc.y);
  d.doc.moveDown(0.2);
  if (statement.deductions.length === 0) return d.row([words.none], [1]);
  d.row([c.date, c.how, c.reason, c.amount], w, { bold: true });
  for (const deduction of statement.deductions)
    d.row(
      [
        indianDateOf(deduction.createdAt),
        text.deductionKind(deduction),
        text.deductionReason(deduction),
        `−${formatRupees(deduction.amountPaise)}`,
      ],
      w,
    );
}

function sums(d: PdfDocument, text: StatementText, { statement }: StatementDocument) {
  const { words } = text;
  const { totals } = statement;
  const w = [0.7, 0.3];
  d.doc.moveDown(0.5);
  d.row([words.sums.duties, formatRupees(totals.dutiesPaise)], w);
  d.row([words.sums.allowances, formatRupees(totals.allowancesPaise)], w);
  d.row([words.sums.actuals, formatRupees(totals.actualsPaise)], w);
  d.row([words.sums.deductions, `−${formatRupees(totals.deductionsPaise)}`], w);
  d.row([words.sums.gross, formatRupees(totals.amountPaise)], w, { bold: true });
  d.row([text.tdsLabel(totals), `−${formatRupees(totals.tdsPaise)}`], w);
  d.row([words.sums.net, formatRupees(totals.netPaise)], w, { bold: true, size: 10 });
  d.doc.font('body').fontSize(8.5).text(amountInWords(totals.netPaise), d.left, d.doc.y, {
    width: d.width,
  });
  const unpriced = statement.duties.filter((duty) => duty.charge === null).length;
  if (unpriced > 0)
    d.doc.font('bold').text(fillWords(words.unpricedNote, { count: unpriced }), d.left, d.doc.y, {
      width: d.width,
    });
}

/**
 * A vendor's monthly statement as an A4 PDF in `language`: the operator and the vendor, each
 * duty at the purchase rate (or why it has none), the deductions with their reasons, the sums
 * down to the net after TDS, and whether it is paid.
 */
export function renderSettlementPdf(
  document: StatementDocument,
  madeAt: Date,
  language: LanguageCode,
): Promise<Buffer> {
  const { statement } = document;
  const text = statementText(language);
  const { words } = text;
  const d = startPdfDocument(
    fillWords(words.title, { vendor: statement.vendorRegId, month: statement.month }),
    { direction: languageByCode(language)?.dir ?? 'ltr' },
  );
  d.doc.font('bold').fontSize(15).text(words.heading, d.left, d.doc.y);
  d.doc
    .font('body')
    .fontSize(10)
    .text(`${text.monthName(statement.month)} (${statement.month})`, d.left, d.doc.y);
  d.doc.moveDown(0.4);
  parties(d, text, document);
  d.row([words.payment, text.paymentStatus(statement.payment)], [0.3, 0.7], { bold: true });
  d.doc.moveDown(0.4);
  duties(d, text, document);
  deductions(d, text, document);
  sums(d, text, document);
  d.doc.moveDown(0.6).font('body').fontSize(7.5).fillColor('#555');
  d.doc.text(fillWords(words.madeOn, { date: indianDateOf(madeAt) }), d.left, d.doc.y, {
    width: d.width,
  });
  d.doc.end();
  return d.done;
}
