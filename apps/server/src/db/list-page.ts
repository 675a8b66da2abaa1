import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';
import { createPreparedRunner, type Query } from './prepared.js';

/**
 * A page counts its matches exactly up to this many past its first row, and beyond that answers
 * `totalExact: false` ("1,000+"): counting 95,000 drivers cost more than the page itself, and
 * nobody pages through a thousand rows; they filter.
 */
export const COUNT_AHEAD = 1000;

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  totalExact: boolean;
}

/**
 * Runs list pages: the rows and a bounded count in one statement, the count a scalar subquery
 * that PostgreSQL evaluates once for the page (an InitPlan). An empty page has no row to carry
 * the count, so it is asked for on its own. Without a search, these run as prepared statements,
 * because planning these joins cost PostgreSQL more than running them. A search is planned each
 * time: the right plan depends on its text.
 */
export function createListPages(db: Database, runPrepared = createPreparedRunner()) {
  const run = <T>(query: Query<T>, prepare: boolean) =>
    prepare ? runPrepared(query) : query.execute();

  return async function listPage<Row extends { total: number }>(options: {
    /** The page's rows, with its order, limit and offset, selecting `total` as given. */
    rows: (total: SQL<number>) => Query<Row[]>;
    /** What is counted: the listed table under the same conditions. */
    table: PgTable;
    where: SQL | undefined;
    offset: number;
    search: boolean;
  }): Promise<ListPage<Omit<Row, 'total'>>> {
    const prepare = !options.search;
    const cap = options.offset + COUNT_AHEAD;
    const matches = db
      .select({ one: sql`1` })
      .from(options.table)
      .where(options.where)
      .limit(cap + 1)
      .as('matches');
    const counted = db.select({ n: sql<number>`count(*)::int` }).from(matches);
    const page = await run(options.rows(sql<number>`${counted}`), prepare);
    const n = page[0]?.total ?? (await run(counted, prepare))[0]?.n ?? 0;
    return {
      rows: page.map(({ total: _total, ...row }) => row),
      total: Math.min(n, cap),
      totalExact: n <= cap,
    };
  };
}

export type ListPages = ReturnType<typeof createListPages>;

/** A list page as the API answers it: each row shaped for the answer, and where the page stands. */
export function pageAnswer<Row, Item>(
  { rows, total, totalExact }: ListPage<Row>,
  query: { page: number; pageSize: number },
  shape: (row: Row) => Item,
) {
  return { items: rows.map(shape), total, totalExact, page: query.page, pageSize: query.pageSize };
}
