import { sql, type SQL } from 'drizzle-orm';

/**
 * A report as SQL: `rows` selects one row per group, its output columns named by the report's
 * column keys (and ids the service needs); `totals` selects one row of the same measures over
 * every group. Sorting, paging and streaming wrap `rows` (reports.repository.ts).
 */
export interface ReportSql {
  rows: SQL;
  totals: SQL;
}

/** `expr as "key", …` */
export const selectList = (columns: [string, SQL][]) =>
  sql.join(
    columns.map(([key, expression]) => sql`${expression} as ${sql.identifier(key)}`),
    sql`, `,
  );

/** The totals of grouped rows: each column summed, or the expression given for it. */
export function totalsOf(rows: SQL, sums: string[], others: [string, SQL][] = []): SQL {
  const summed: [string, SQL][] = sums.map((key) => [
    key,
    sql`coalesce(sum(${sql.identifier(key)}), 0)::float8`,
  ]);
  return sql`select ${selectList([...summed, ...others])} from (${rows}) r`;
}
