import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './client.js';

// Names the lock that one-time start-up work (first admin, demo data) runs under.
const BOOTSTRAP_LOCK = 7_245_002;

/** Runs `work` in a transaction that processes starting together take in turn. */
export function withBootstrapLock<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
    return work(tx);
  });
}
