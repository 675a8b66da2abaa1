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

/** The rows of `source` in the report's order, made total by the group's label. */
const ordered = (source: SQL, order: ReportOrder) => sql`select * from ${source} ${orderBy(order)}`;
const orderBy = (order: ReportOrder) =>
  sql`order by ${sql.identifier(order.sort)} ${sql.raw(order.order === 'asc' ? 'asc' : 'desc')} nulls last,
      ${sql.identifier(order.then)} asc nulls last`;

/** Runs a report's SQL: a sorted page with the number of rows, its totals, or all rows streamed. */
export function createReportsRepository(db: Database) {
  return {
    /**
     * The page, the number of rows and the totals in one statement over the grouped rows
     * aggregated once (`r`, materialized): a year of a million duties is read once, not once
     * for the page and again for the totals. The totals row is joined to the page, so a page
     * past the end still carries them (one row of nulls, dropped here).
     */
    async page(report: ReportSql, order: ReportOrder, limit: number, offset: number) {
      const result = await db.execute<ReportRow & { __totals: ReportRow; __total: number }>(
        sql`with r as materialized (${report.rows})
          select s.*, p.* from (
            select (select to_jsonb(t) from (${report.totals}) t) as "__totals",
              (select count(*) from r)::int as "__total") s
          left join lateral (${ordered(sql`r`, order)} limit ${limit} offset ${offset}) p on true
          ${orderBy(order)}`,
      );
      const first = result.rows[0];
      const total = first?.__total ?? 0;
      const rows = result.rows
        .slice(0, Math.max(0, Math.min(limit, total - offset)))
        .map(({ __totals: _, __total: __, ...row }) => row);
      return { rows, total, totals: first?.__totals ?? {} };
    },

    totals: async (report: ReportSql) =>
      (await db.execute<ReportRow>(sql`with r as (${report.rows}) ${report.totals}`)).rows[0] ?? {},

    /**
     * Every row, sorted, in batches from a cursor inside a read-only transaction: an export of
     * 100,000 rows never holds more than one batch. Stopping early (the client went away)
     * closes the cursor and gives the connection back.
     */
    async *stream(report: ReportSql, order: ReportOrder): AsyncGenerator<ReportRow[]> {
      const query = dialect.sqlToQuery(ordered(sql`(${report.rows}) r`, order));
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
