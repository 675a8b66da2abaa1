import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import { CASING, type Database } from './client.js';
import { createStatementCache, writtenOut } from './prepared.js';

/**
 * A page counts its matches exactly up to this many past its first row, and beyond that answers
 * `totalExact: false` ("1,000+"): counting 95,000 drivers cost more than the page itself, and
 * nobody pages through a thousand rows; they filter.
 */
export const COUNT_AHEAD = 1000;
/**
 * A search counts less far ahead ("100+"): its matches cannot come from a narrow index, so every
 * match counted is a row tested, and a common name matched tens of thousands of duties.
 */
export const SEARCH_COUNT_AHEAD = 100;

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  totalExact: boolean;
}

const dialect = new PgDialect({ casing: CASING });

/**
 * The conditions as text with a named placeholder where each value was, and those values: the
 * text is the same for every request of the same shape, whatever it asks for.
 */
function bindValues(where: SQL | undefined) {
  if (!where) return { text: '', where, values: {} };
  const { sql: text, params } = dialect.sqlToQuery(where);
  const values: Record<string, unknown> = {};
  params.forEach((value, i) => (values[`w${i + 1}`] = value));
  // The text's $1, $2, … are drizzle's parameters; each becomes the placeholder of its value.
  const parts = text.split(/\$(\d+)/);
  const bound = sql.join(
    parts.map((part, i) => (i % 2 === 1 ? sql.placeholder(`w${part}`) : sql.raw(part))),
  );
  return { text, where: bound, values };
}

/**
 * Runs list pages: the rows and a bounded count in one statement, the count a scalar subquery
 * that PostgreSQL evaluates once for the page (an InitPlan). An empty page has no row to carry
 * the count, so it is asked for on its own.
 *
 * Each statement is built once per shape: the list's name, the text of its conditions and its
 * order. The conditions come with their values, as drizzle builds them; their text, with
 * placeholders where the values were, says the shape, so a page costs rendering its conditions
 * instead of building (and for its statement's name, rendering) the whole query twice, which was
 * a fifth of a list page's server time. Without a search, a statement is prepared under a name,
 * because planning these joins cost PostgreSQL more than running them. A search is planned each
 * time: the right plan depends on its text.
 *
 * A first page (most of them) writes its limit and its count's limit as numbers and has no
 * offset. PostgreSQL costs a limit or an offset it cannot see as a tenth of the rows, so with
 * them as parameters a statement's plan for any values (its generic plan) looked dearer than the
 * plan for the values at hand, and PostgreSQL planned every request anew: half of the vehicles
 * page's time. With them written out, the two cost the same where the conditions are known too
 * (see complianceCondition), and the statement is planned once.
 */
export function createListPages(db: Database) {
  const statement = createStatementCache();

  return async function listPage<Query extends PgSelect>(options: {
    /** Names the list: its selection, tables and joins. */
    name: string;
    /** The page's selection from its tables (`$dynamic()`), selecting `total` as given. */
    select: (total: SQL<number>) => Query;
    /** What is counted: the listed table under the same conditions. */
    table: PgTable;
    where: SQL | undefined;
    orderBy: SQL[];
    page: number;
    pageSize: number;
    search: boolean;
  }): Promise<ListPage<Omit<Awaited<Query>[number], 'total'>>> {
    const { where, text, values } = bindValues(options.where);
    const order = sql.join(options.orderBy, sql`, `);
    const offset = (options.page - 1) * options.pageSize;
    const cap = offset + (options.search ? SEARCH_COUNT_AHEAD : COUNT_AHEAD);
    const first = offset === 0;
    /** A number of a first page's statement, written out; a parameter on later pages. */
    const written = (name: string, value: number) =>
      first ? writtenOut(value) : sql.placeholder(name);
    const shape = [
      options.name,
      text,
      dialect.sqlToQuery(order).sql,
      first ? `first ${options.pageSize}` : 'later',
    ].join('|');
    const run = <T>(part: string, build: () => PgSelect) =>
      statement(
        `${part}|${shape}`,
        build,
        { ...values, limit: options.pageSize, offset, cap: cap + 1 },
        {
          named: !options.search,
        },
      ) as Promise<T[]>;
    const counted = () => {
      const matches = db
        .select({ one: sql`1` })
        .from(options.table)
        .where(where)
        .limit(written('cap', cap + 1))
        .as('matches');
      return db
        .select({ n: sql<number>`count(*)::int` })
        .from(matches)
        .$dynamic();
    };
    const page = await run<Awaited<Query>[number]>('rows', () =>
      options
        .select(sql<number>`${counted()}`)
        .where(where)
        .orderBy(order)
        .limit(written('limit', options.pageSize))
        // drizzle leaves out an offset of (the number) 0.
        .offset(first ? 0 : sql.placeholder('offset')),
    );
    const n =
      (page[0] as { total: number } | undefined)?.total ??
      (await run<{ n: number }>('count', counted))[0]?.n ??
      0;
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
