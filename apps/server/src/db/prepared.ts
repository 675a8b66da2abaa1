import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Transaction } from './client.js';

/** Distinct statements a process prepares (each on every pooled connection that runs it). */
const MAX_PREPARED = 500;

/** A prepared statement's name for what sets it apart (its text or its shape), by kind. */
const statementName = (kind: 'q' | 's' | 'a', key: string) =>
  `${kind}_${createHash('sha1').update(key).digest('hex')}`;

export interface Query<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
  execute(): Promise<T>;
}

/**
 * Runs queries as named prepared statements, named after their SQL text (in which drizzle keeps
 * every value a parameter), so PostgreSQL plans each shape once per connection; past
 * MAX_PREPARED shapes, queries are planned each time.
 */
export function createPreparedRunner() {
  const prepared = new Set<string>();
  /** The statement's name, or none once MAX_PREPARED shapes are prepared. */
  function nameOf(text: string): string | undefined {
    const name = statementName('q', text);
    if (prepared.has(name)) return name;
    if (prepared.size >= MAX_PREPARED) return undefined;
    prepared.add(name);
    return name;
  }

  function runPrepared<T>(query: Query<T>): Promise<T> {
    const name = nameOf(query.toSQL().sql);
    return name ? query.prepare(name).execute() : query.execute();
  }

  return runPrepared;
}

/**
 * A whole number written into a statement's text instead of passed as a parameter, for a
 * `limit` (typed as drizzle's builders take it): PostgreSQL costs a limit it cannot see as a
 * tenth of the rows, which keeps it from reusing one plan for a statement (see list-page.ts).
 */
export function writtenOut(value: number): number {
  if (!Number.isSafeInteger(value)) throw new TypeError(`${value} is not a whole number`);
  return sql.raw(String(value)) as unknown as number;
}

/**
 * A value from a closed list (a status) written into a statement's text as a string literal.
 * PostgreSQL plans a parameter as if it were an average value, and statuses are far from
 * average: 95 % of drivers are Approved and 1 % Pending. A page's plan for any value then looked
 * dearer than its plan for the value at hand, and PostgreSQL planned the page at every request.
 * Written out, each value has a statement of its own, planned once for it: at most as many
 * statements as the list has values.
 */
export function writtenOutOf<Value extends string>(allowed: readonly Value[], value: Value): SQL {
  if (!allowed.includes(value)) throw new TypeError(`${value} is not one of ${allowed.join(', ')}`);
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

/** A drizzle builder whose every value is a placeholder (`sql.placeholder`). */
export interface Statement<T> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<T> };
}

/**
 * Statements built once per shape and prepared under a name of their own, every value a
 * placeholder filled in at each execution. drizzle takes ~0.2 ms to build a statement like the
 * schedule's lanes, and runPrepared builds each twice to name it after its SQL: for a vendor's
 * week that was most of the server's time. The shape must name everything the statement's text
 * depends on; past MAX_PREPARED shapes, statements are built and planned each time. A statement
 * that is not `named` is still built once, but PostgreSQL plans it at every execution, for the
 * values it is given.
 */
export function createStatementCache() {
  const built = new Map<string, { execute(values: Record<string, unknown>): Promise<unknown> }>();
  return function run<T>(
    shape: string,
    build: (on?: Transaction) => Statement<T>,
    values: Record<string, unknown>,
    { named = true, tx }: { named?: boolean; tx?: Transaction } = {},
  ): Promise<T> {
    // A statement built on a transaction is bound to it: built again, but under the same name,
    // so the connection plans it once all the same.
    if (tx)
      return build(tx)
        .prepare(named ? statementName('s', shape) : '')
        .execute(values);
    let statement = built.get(shape);
    if (!statement) {
      if (built.size >= MAX_PREPARED) return build().prepare('').execute(values);
      const name = named ? statementName('s', shape) : '';
      statement = build().prepare(name);
      built.set(shape, statement);
    }
    return statement.execute(values) as Promise<T>;
  };
}

/** pg's type parsers, but a timestamp with time zone as PostgreSQL writes it (as drizzle reads it). */
const TIMESTAMPTZ: number = pg.types.builtins.TIMESTAMPTZ;
type Parser = (text: string) => unknown;
const TIMESTAMPS_AS_TEXT = {
  getTypeParser: (oid: number, format?: 'text' | 'binary'): Parser =>
    oid === TIMESTAMPTZ
      ? (text) => text
      : (pg.types.getTypeParser(oid, format ?? 'text') as Parser),
};

/**
 * The same, for statements whose rows the caller reads itself: each an array of the values in
 * the order the statement selects them. drizzle's mapping of each value into nested objects took
 * a sixth of the server's time for the operator's week, where a page is 190 rows.
 */
export function createArrayStatementCache(db: Database) {
  const built = new Map<string, { name?: string; text: string; params: unknown[] }>();
  return async function run(
    shape: string,
    build: () => { toSQL(): { sql: string; params: unknown[] } },
    values: Record<string, unknown>,
  ): Promise<unknown[][]> {
    let statement = built.get(shape);
    if (!statement) {
      const { sql: text, params } = build().toSQL();
      statement = { text, params };
      if (built.size < MAX_PREPARED) {
        statement.name = statementName('a', shape);
        built.set(shape, statement);
      }
    }
    const result = await db.$client.query<unknown[]>({
      name: statement.name,
      text: statement.text,
      values: fillPlaceholders(statement.params, values),
      rowMode: 'array',
      types: TIMESTAMPS_AS_TEXT,
    });
    return result.rows;
  };
}
