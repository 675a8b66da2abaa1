import type { ReportColumn, ReportRow } from '@raahi/domain/reports';
import type { ReportOrder, ReportsRepository } from './reports.repository.js';
import type { ReportSql } from './report-sql.js';

/** Where a report's rows come from: a sorted page with totals, the totals, or every row. */
export interface ReportSource {
  page(
    order: ReportOrder,
    limit: number,
    offset: number,
  ): Promise<{ rows: ReportRow[]; total: number; totals: ReportRow }>;
  totals(): Promise<ReportRow>;
  stream(order: ReportOrder): AsyncGenerator<ReportRow[]>;
}

/** A report aggregated by PostgreSQL: sorted, paged and streamed there. */
export const sqlSource = (repository: ReportsRepository, report: ReportSql): ReportSource => ({
  page: (order, limit, offset) => repository.page(report, order, limit, offset),
  totals: () => repository.totals(report),
  stream: (order) => repository.stream(report, order),
});

const NUMERIC = new Set(['count', 'km', 'hours', 'rupees']);

/** Nulls last whichever the order, as the SQL reports' `nulls last`. */
function compare(a: ReportRow[string] | undefined, b: ReportRow[string] | undefined) {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b));
}

/**
 * A report whose rows another module works out (vendor settlements, a few rows a vendor and
 * month): sorted, paged and summed here as the SQL reports are in the database.
 */
export function rowsSource(rows: ReportRow[], columns: ReportColumn[]): ReportSource {
  const totals = Object.fromEntries(
    columns
      .filter((column) => NUMERIC.has(column.type))
      .map((column) => [
        column.key,
        rows.reduce((sum, row) => sum + (Number(row[column.key]) || 0), 0),
      ]),
  );
  const sorted = ({ sort, order, then }: ReportOrder) =>
    [...rows].sort((a, b) => {
      const first = compare(a[sort], b[sort]);
      const byOrder = order === 'desc' && a[sort] !== null && b[sort] !== null ? -first : first;
      return byOrder || compare(a[then], b[then]);
    });
  return {
    page: async (order, limit, offset) => ({
      rows: sorted(order).slice(offset, offset + limit),
      total: rows.length,
      totals,
    }),
    totals: async () => totals,
    async *stream(order) {
      if (rows.length > 0) yield sorted(order);
    },
  };
}
