import { sql, type SQL } from 'drizzle-orm';

/**
 * A report as SQL: `rows` selects one row per group, its output columns named by the report's
 * column keys (and ids the service needs); `totals` selects one row of the same measures over
 * every group, reading the rows as the relation `r`. Sorting, paging and streaming wrap `rows`
 * (reports.repository.ts), which names them `r` once so a page and its totals aggregate once.
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

/** The totals of the grouped rows `r`: each column summed, or the expression given for it. */
export function totalsOf(sums: string[], others: [string, SQL][] = []): SQL {
  const summed: [string, SQL][] = sums.map((key) => [
    key,
    sql`coalesce(sum(${sql.identifier(key)}), 0)::float8`,
  ]);
  return sql`select ${selectList([...summed, ...others])} from r`;
}
