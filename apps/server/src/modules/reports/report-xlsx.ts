import type { ReportColumn, ReportColumnType, ReportRow, ReportValue } from '@raahi/domain/reports';
import ExcelJS from 'exceljs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { formatMadeAt, formatPeriod } from '@raahi/domain/report-cells';

// Excel's number formats for India's grouping (lakh, crore): 12,34,56,789.
const indian = (decimals: string) =>
  `[>=10000000]##\\,##\\,##\\,##0${decimals};[>=100000]##\\,##\\,##0${decimals};##,##0${decimals}`;
const NUMBER_FORMATS: Partial<Record<ReportColumnType, string>> = {
  date: 'dd/mm/yyyy',
  month: 'mm/yyyy',
  count: indian(''),
  km: indian(''),
  hours: indian('.0'),
  percent: '0.0"%"',
  rating: '0.00',
  rupees: `"₹"${indian('.00')}`,
};

/** A cell's value: numbers stay numbers (so sums work), days are dates, money in rupees. */
function cellValue(column: ReportColumn, value: ReportValue | undefined) {
  if (value === null || value === undefined) return null;
  switch (column.type) {
    case 'date':
      return new Date(`${value}T00:00:00Z`);
    case 'month':
      return new Date(`${value}-01T00:00:00Z`);
    case 'text':
      return String(value);
    case 'rupees':
      return Number(value) / 100;
    case 'count':
    case 'km':
    case 'hours':
    case 'percent':
    case 'rating':
      return Number(value);
  }
}

/**
 * A report as an XLSX workbook, written with exceljs's streaming writer: each row is committed
 * (and leaves memory) as it is added, and the writer waits whenever `output` is full.
 */
export async function writeReportXlsx(
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
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(report.title.slice(0, 31));
  const { columns } = report;
  sheet.columns = columns.map((column) => ({
    key: column.key,
    width: column.type === 'text' ? 28 : 14,
    style: NUMBER_FORMATS[column.type] ? { numFmt: NUMBER_FORMATS[column.type] } : {},
  }));
  const subtitle = report.period ? formatPeriod(report.from, report.to) : 'As of today';
  sheet.addRow([`${report.title}: ${subtitle}. Made ${formatMadeAt(madeAt)}`]).commit();
  const header = sheet.addRow(columns.map((c) => c.label));
  header.font = { bold: true };
  header.commit();
  for await (const rows of report.batches) {
    for (const row of rows) sheet.addRow(columns.map((c) => cellValue(c, row[c.key]))).commit();
    // Let the zip stream compress what was committed before the next batch, and wait while
    // the response is full: otherwise committed rows pile up in memory ahead of the zip.
    await new Promise((resolve) => setImmediate(resolve));
    if (output.writableNeedDrain) await once(output, 'drain');
  }
  const total = sheet.addRow(
    columns.map((c, i) => (i === 0 ? 'Total' : cellValue(c, report.totals[c.key]))),
  );
  total.font = { bold: true };
  total.commit();
  sheet.commit();
  await workbook.commit();
}
