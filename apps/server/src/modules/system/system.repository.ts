import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export type SystemRepository = ReturnType<typeof createSystemRepository>;

export function createSystemRepository(db: Database) {
  return {
    /** Resolves when PostgreSQL answers a trivial query; rejects while it cannot be reached. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
