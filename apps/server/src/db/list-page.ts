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
 * Runs list pages: the rows and a bounded count side by side. Without a search, both run as
 * prepared statements, because planning these joins cost PostgreSQL more than running them.
 * A search is planned each time: the right plan depends on its text.
 */
export function createListPages(db: Database, runPrepared = createPreparedRunner()) {
  const run = <T>(query: Query<T>, prepare: boolean) =>
    prepare ? runPrepared(query) : query.execute();

  return async function listPage<Row>(options: {
    /** The page's rows, with its order, limit and offset. */
    rows: Query<Row[]>;
    /** What is counted: the listed table under the same conditions. */
    table: PgTable;
    where: SQL | undefined;
    offset: number;
    search: boolean;
  }): Promise<ListPage<Row>> {
    const cap = options.offset + COUNT_AHEAD;
    const matches = db
      .select({ one: sql`1` })
      .from(options.table)
      .where(options.where)
      .limit(cap + 1)
      .as('matches');
    const [rows, counted] = await Promise.all([
      run(options.rows, !options.search),
      run(db.select({ n: sql<number>`count(*)::int` }).from(matches), !options.search),
    ]);
    const n = counted[0]?.n ?? 0;
    return { rows, total: Math.min(n, cap), totalExact: n <= cap };
  };
}

export type ListPages = ReturnType<typeof createListPages>;
