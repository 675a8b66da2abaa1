import type { ReportRow } from '@raahi/domain/reports';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import type { ReportSql } from './report-sql.js';

export interface ReportOrder {
  /** A column key of the report's rows (checked by the service). */
  sort: string;
  order: 'asc' | 'desc';
  /** A second column that makes the order total (the group's label). */
  then: string;
}

const dialect = new PgDialect();
/** Rows fetched from an export's cursor at a time: a few hundred kilobytes of memory. */
const EXPORT_BATCH = 2_000;

const ordered = (report: ReportSql, order: ReportOrder, extra: SQL = sql``) =>
  sql`select * ${extra} from (${report.rows}) r
    order by ${sql.identifier(order.sort)} ${sql.raw(order.order === 'asc' ? 'asc' : 'desc')} nulls last,
      ${sql.identifier(order.then)} asc nulls last`;

/** Runs a report's SQL: a sorted page with the number of rows, its totals, or all rows streamed. */
export function createReportsRepository(db: Database) {
  return {
    async page(report: ReportSql, order: ReportOrder, limit: number, offset: number) {
      const [page, totals] = await Promise.all([
        db.execute<ReportRow & { __total: number }>(
          sql`${ordered(report, order, sql`, count(*) over ()::int as "__total"`)} limit ${limit} offset ${offset}`,
        ),
        db.execute<ReportRow>(report.totals),
      ]);
      const total = page.rows[0]?.__total ?? 0;
      const rows = page.rows.map(({ __total: _, ...row }) => row);
      return { rows, total, totals: totals.rows[0] ?? {} };
    },

    totals: async (report: ReportSql) => (await db.execute<ReportRow>(report.totals)).rows[0] ?? {},

    /**
     * Every row, sorted, in batches from a cursor inside a read-only transaction: an export of
     * 100,000 rows never holds more than one batch. Stopping early (the client went away)
     * closes the cursor and gives the connection back.
     */
    async *stream(report: ReportSql, order: ReportOrder): AsyncGenerator<ReportRow[]> {
      const query = dialect.sqlToQuery(ordered(report, order));
      const client = await db.$client.connect();
      let failed = false;
      try {
        await client.query('begin isolation level repeatable read read only');
        await client.query(`declare report_rows no scroll cursor for ${query.sql}`, query.params);
        for (;;) {
          const batch = await client.query<ReportRow>(`fetch ${EXPORT_BATCH} from report_rows`);
          if (batch.rows.length === 0) break;
          yield batch.rows;
          if (batch.rows.length < EXPORT_BATCH) break;
        }
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        await client.query(failed ? 'rollback' : 'commit').catch(() => undefined);
        client.release();
      }
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
