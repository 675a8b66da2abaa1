import type { Writable } from 'node:stream';
import { once } from 'node:events';
import PDFDocument from 'pdfkit';
import { formatCell } from '@raahi/domain/report-cells';
import { registerPdfFonts } from '../../core/pdf-document.js';
import { fillWords } from '../../core/fill-words.js';
import { madeLine, type ReportFileContent } from './report-language.js';

/** A PDF of more rows than this is cut short with a note: CSV and XLSX carry any number. */
export const PDF_MAX_ROWS = 5_000;
const ROW_HEIGHT = 16;
/** Urdu's Nastaliq stands taller than the Latin and Indian letters at the same size. */
const RTL_ROW_HEIGHT = 24;
const FONT_SIZE = 8;
const MIN_FONT_SIZE = 4.5;
/** A figure (₹1,600.00, -₹20.00, 1,23,456, 12.5%), not a column's label. */
const FIGURE = /^-?₹?\d/;

/**
 * A report as an A4 landscape PDF: title, period and when it was made (IST), the table with
 * its header repeated on each page, and the totals. Pages are written out as they fill. The
 * words are the reader's language's; in a right-to-left language (Urdu) the fonts' registration
 * mirrors the page (core/pdf-right-to-left): the columns run from the right edge, the text is
 * set right. It streams a landscape page, which `startPdfDocument` (a portrait page collected
 * in memory) does not make, hence its own table.
 */
export async function writeReportPdf(
  output: Writable,
  report: ReportFileContent,
  madeAt: Date,
): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 32,
    info: { Title: report.title, Creator: 'Raahi' },
  });
  doc.pipe(output);
  registerPdfFonts(doc, report.language.direction);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const rtl = report.language.direction === 'rtl';
  const rowHeight = rtl ? RTL_ROW_HEIGHT : ROW_HEIGHT;
  const bottom = doc.page.height - doc.page.margins.bottom - rowHeight;
  const { columns } = report;
  // Text columns get twice a number column's width.
  const weights = columns.map((c) => (c.type === 'text' ? 2 : 1));
  const unit = width / weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => w * unit);
  const { words } = report.language;
  // Each column's left edge, as for a left-to-right page: an Urdu page is mirrored as drawn.
  const starts = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));

  const line = (cells: string[], font: 'body' | 'bold') => {
    if (doc.y > bottom) {
      doc.addPage();
      line(
        columns.map((c) => c.label),
        'bold',
      );
    }
    const y = doc.y;
    doc.font(font).fontSize(FONT_SIZE);
    cells.forEach((cell, i) => {
      const numeric = columns[i]!.type !== 'text';
      // A figure is not cut short: one too wide for its column is set smaller instead.
      const room = widths[i]! - 4;
      const wide = numeric && FIGURE.test(cell) ? doc.fontSize(FONT_SIZE).widthOfString(cell) : 0;
      doc.fontSize(wide > room ? Math.max(MIN_FONT_SIZE, (FONT_SIZE * room) / wide) : FONT_SIZE);
      doc.text(cell, starts[i]! + 2, y + 4, {
        width: widths[i]! - 4,
        height: rowHeight,
        lineBreak: false,
        ellipsis: true,
        align: numeric && i > 0 ? 'right' : 'left',
      });
    });
    doc
      .moveTo(left, y + rowHeight)
      .lineTo(left + width, y + rowHeight)
      .lineWidth(0.3)
      .strokeColor('#cccccc')
      .stroke();
    doc.x = left;
    doc.y = y + rowHeight;
  };

  doc.font('bold').fontSize(14).text(`Raahi · ${report.title}`, left, undefined, { width });
  doc
    .font('body')
    .fontSize(9)
    .text(`${madeLine(report, madeAt)}.`, left, undefined, { width });
  doc.moveDown(0.8);
  line(
    columns.map((c) => c.label),
    'bold',
  );
  let written = 0;
  let cut = false;
  for await (const rows of report.batches) {
    for (const row of rows) {
      if (written === PDF_MAX_ROWS) {
        cut = true;
        break;
      }
      line(
        columns.map((c) => formatCell(c, row[c.key])),
        'body',
      );
      written++;
    }
    if (cut) break;
    if (output.writableNeedDrain) await once(output, 'drain');
  }
  line(
    columns.map((c, i) => (i === 0 ? words.total : formatCell(c, report.totals[c.key]))),
    'bold',
  );
  if (cut)
    doc
      .moveDown(0.5)
      .font('body')
      .fontSize(9)
      .text(fillWords(words.cut, { rows: PDF_MAX_ROWS.toLocaleString('en-IN') }), left, undefined, {
        width,
      });
  const ended = once(output, 'finish');
  doc.end();
  await ended;
}
