import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

/** Column names in the database are the schema's property names in snake_case. */
export const CASING = 'snake_case';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A repository accepts either the pool-backed database or a transaction. */
export type Executor = Database | Transaction;

export function createDatabase(url: string, poolSize: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    application_name: 'raahi',
  });
  hearConnectionErrors(pool);
  return trackCommits(drizzle(pool, { schema, casing: CASING }));
}

/**
 * A connection lost must not end the process. The pool listens for it on idle connections (and
 * replaces them) but not on checked-out ones, whose error event would go unheard: an uncaught
 * exception. Every connection is listened to from the start; the query or transaction in flight
 * is rejected with the error all the same.
 */
export function hearConnectionErrors(pool: pg.Pool): void {
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
}

/** What each open transaction runs once it has committed (afterCommit). */
const committed = new WeakMap<object, (() => void)[]>();

/** Makes `afterCommit` work for this database's transactions. */
function trackCommits(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = async (work, config) => {
    const then: (() => void)[] = [];
    const result = await transaction((tx) => {
      committed.set(tx, then);
      return work(tx);
    }, config);
    for (const callback of then) callback();
    return result;
  };
  return db;
}

/**
 * Calls `callback` once what `db` wrote is committed: when its transaction commits (never, if it
 * rolls back), or at once outside a transaction, where each statement commits by itself.
 */
export function afterCommit(db: Executor, callback: () => void): void {
  const then = committed.get(db);
  if (then) then.push(callback);
  else callback();
}
