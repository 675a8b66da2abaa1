import { createHash } from 'node:crypto';

/** Distinct statements a process prepares (each on every pooled connection that runs it). */
const MAX_PREPARED = 500;

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
  return function runPrepared<T>(query: Query<T>): Promise<T> {
    const name = `q_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 40)}`;
    if (!prepared.has(name)) {
      if (prepared.size >= MAX_PREPARED) return query.execute();
      prepared.add(name);
    }
    return query.prepare(name).execute();
  };
}
