import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

export const REG_ID_PREFIXES = ['ADM', 'EMP', 'VEN', 'DRV', 'VEH', 'DUT'] as const;
export type RegIdPrefix = (typeof REG_ID_PREFIXES)[number];

/** The next human id for a prefix, e.g. `VEN-000123`. */
export async function nextRegId(db: Executor, prefix: RegIdPrefix): Promise<string> {
  const sequence = `reg_id_${prefix.toLowerCase()}`;
  const result = await db.execute<{ n: string }>(
    sql`select nextval(${sequence}::regclass)::text as n`,
  );
  return `${prefix}-${String(result.rows[0]!.n).padStart(6, '0')}`;
}

/** The next human id as an SQL expression, so a multi-row insert numbers each row itself. */
export function regIdSql(prefix: RegIdPrefix): SQL<string> {
  const sequence = `reg_id_${prefix.toLowerCase()}`;
  return sql<string>`(select ${`${prefix}-`} || lpad(n, greatest(6, length(n)), '0') from (select nextval(${sequence}::regclass)::text as n) s)`;
}
