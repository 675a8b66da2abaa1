import type { ReportColumn, ReportColumnType, ReportValue } from '@raahi/domain/reports';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { madeLine, type ReportFileContent } from './report-language.js';

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
 * Where the worksheet's XML enters the zip (archiver's stream in front of deflate). exceljs
 * 4.4's sheet writes to it without heeding the answer, so when deflate falls behind, the XML
 * waits in memory: 20 MB and more by 100,000 rows. Its drain is the writer's signal to go on.
 * It is a readable-stream 2 PassThrough, which keeps `needDrain` in its state only.
 */
function zipInput(sheet: ExcelJS.Worksheet): Writable | undefined {
  return (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];
}

type Draining = Writable & { _writableState?: { needDrain?: boolean } };

/** Resolves once `stream` has room again, or once the response is gone (nothing will drain). */
function drained(stream: Draining | undefined, output: Writable): Promise<void> {
  const full = stream?.writableNeedDrain ?? stream?._writableState?.needDrain;
  if (!stream || !full || output.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      output.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    output.once('close', done);
  });
}

/**
 * A report as an XLSX workbook, written with exceljs's streaming writer: each row is committed
 * (and leaves memory) as it is added, and the writer waits whenever `output` is full. Its
 * words are the reader's language's; an Urdu sheet runs right to left.
 */
export async function writeReportXlsx(
  output: Writable,
  report: ReportFileContent,
  madeAt: Date,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  // Excel takes at most 31 characters for a sheet's name; an Urdu sheet runs right to left.
  const rtl = report.language.direction === 'rtl';
  const sheet = workbook.addWorksheet(
    report.title.slice(0, 31),
    rtl ? { views: [{ rightToLeft: true }] } : {},
  );
  const { columns } = report;
  sheet.columns = columns.map((column) => ({
    key: column.key,
    width: column.type === 'text' ? 28 : 14,
    style: NUMBER_FORMATS[column.type] ? { numFmt: NUMBER_FORMATS[column.type] } : {},
  }));
  sheet.addRow([`${report.title}: ${madeLine(report, madeAt)}`]).commit();
  const header = sheet.addRow(columns.map((c) => c.label));
  header.font = { bold: true };
  header.commit();
  for await (const rows of report.batches) {
    for (const row of rows) sheet.addRow(columns.map((c) => cellValue(c, row[c.key]))).commit();
    // Wait until the zip has taken the committed rows in, and while the response is full:
    // otherwise the sheet's XML piles up in memory ahead of deflate.
    await new Promise((resolve) => setImmediate(resolve));
    await drained(zipInput(sheet), output);
    await drained(output, output);
    if (output.destroyed) throw new Error('The response closed before the workbook was written');
  }
  const total = sheet.addRow(
    columns.map((c, i) =>
      i === 0 ? report.language.words.total : cellValue(c, report.totals[c.key]),
    ),
  );
  total.font = { bold: true };
  total.commit();
  sheet.commit();
  await workbook.commit();
}
