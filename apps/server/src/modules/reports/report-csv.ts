import type { ReportColumn, ReportRow } from '@raahi/domain/reports';
import { formatCell } from '@raahi/domain/report-cells';

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
/** A spreadsheet runs a cell beginning with = + - @ as a formula: such text is prefixed. */
const safe = (text: string) =>
  /^[=+\-@\t\r]/.test(text) && !/^-?[\d,.₹]+%?$/.test(text) ? `'${text}` : text;
const line = (cells: string[]) => `${cells.map((cell) => quote(safe(cell))).join(',')}\r\n`;

/**
 * A report as CSV (RFC 4180, UTF-8 with a byte-order mark so Excel reads ₹ and Indian
 * scripts), one batch of rows
 * at a time: the header, the rows in Indian formats, and a Total line. The headings and the
 * word "Total" come in the reader's language (report-language.ts).
 */
export async function* reportCsv(
  columns: ReportColumn[],
  batches: AsyncIterable<ReportRow[]>,
  totals: ReportRow,
  total = 'Total',
): AsyncGenerator<string> {
  yield `\uFEFF${line(columns.map((c) => c.label))}`;
  for await (const rows of batches)
    yield rows.map((row) => line(columns.map((c) => formatCell(c, row[c.key])))).join('');
  yield line(columns.map((c, i) => (i === 0 ? total : formatCell(c, totals[c.key]))));
}
