import type { ReportColumn, ReportRow } from '@raahi/domain/reports';
import type { Writable } from 'node:stream';
import { once } from 'node:events';
import PDFDocument from 'pdfkit';
import { formatCell, formatMadeAt, formatPeriod } from '@raahi/domain/report-cells';
import { registerPdfFonts } from '../../core/pdf-document.js';

/** A PDF of more rows than this is cut short with a note: CSV and XLSX carry any number. */
export const PDF_MAX_ROWS = 5_000;
const ROW_HEIGHT = 16;
const FONT_SIZE = 8;
const MIN_FONT_SIZE = 4.5;
/** A figure (₹1,600.00, -₹20.00, 1,23,456, 12.5%), not a column's label. */
const FIGURE = /^-?₹?\d/;

/**
 * A report as an A4 landscape PDF: title, period and when it was made (IST), the table with
 * its header repeated on each page, and the totals. Pages are written out as they fill.
 */
export async function writeReportPdf(
  output: Writable,
  report: {
    title: string;
    from: string;
    to: string;
    period: boolean;
    columns: ReportColumn[];
    totals: ReportRow;
    batches: AsyncIterable<ReportRow[]>;
  },
  madeAt: Date,
): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 32,
    info: { Title: report.title, Creator: 'Raahi' },
  });
  doc.pipe(output);
  registerPdfFonts(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom - ROW_HEIGHT;
  const { columns } = report;
  // Text columns get twice a number column's width.
  const weights = columns.map((c) => (c.type === 'text' ? 2 : 1));
  const unit = width / weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => w * unit);

  const line = (cells: string[], font: 'body' | 'bold') => {
    if (doc.y > bottom) {
      doc.addPage();
      line(
        columns.map((c) => c.label),
        'bold',
      );
    }
    const y = doc.y;
    let x = left;
    doc.font(font).fontSize(FONT_SIZE);
    cells.forEach((cell, i) => {
      const numeric = columns[i]!.type !== 'text';
      // A figure is not cut short: one too wide for its column is set smaller instead.
      const room = widths[i]! - 4;
      const wide = numeric && FIGURE.test(cell) ? doc.fontSize(FONT_SIZE).widthOfString(cell) : 0;
      doc.fontSize(wide > room ? Math.max(MIN_FONT_SIZE, (FONT_SIZE * room) / wide) : FONT_SIZE);
      doc.text(cell, x + 2, y + 4, {
        width: widths[i]! - 4,
        height: ROW_HEIGHT,
        lineBreak: false,
        ellipsis: true,
        align: numeric && i > 0 ? 'right' : 'left',
      });
      x += widths[i]!;
    });
    doc
      .moveTo(left, y + ROW_HEIGHT)
      .lineTo(left + width, y + ROW_HEIGHT)
      .lineWidth(0.3)
      .strokeColor('#cccccc')
      .stroke();
    doc.x = left;
    doc.y = y + ROW_HEIGHT;
  };

  doc.font('bold').fontSize(14).text(`Raahi · ${report.title}`, left);
  const subtitle = report.period ? formatPeriod(report.from, report.to) : 'As of today';
  doc
    .font('body')
    .fontSize(9)
    .text(`${subtitle}. Made ${formatMadeAt(madeAt)}.`, left);
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
    columns.map((c, i) => (i === 0 ? 'Total' : formatCell(c, report.totals[c.key]))),
    'bold',
  );
  if (cut)
    doc
      .moveDown(0.5)
      .font('body')
      .fontSize(9)
      .text(
        `The first ${PDF_MAX_ROWS.toLocaleString('en-IN')} rows; the totals are of all of them. Export CSV or XLSX for every row.`,
        left,
      );
  const ended = once(output, 'finish');
  doc.end();
  await ended;
}
