import PgBoss from 'pg-boss';
import type pg from 'pg';

/** The PostgreSQL schema holding the job queues, beside the application's tables. */
export const JOB_SCHEMA = 'pgboss';

/**
 * Installs the job queues' tables, or upgrades them to this pg-boss's version, through a client
 * that holds the migration lock: processes starting at once take turns, so none meets another's
 * half-made schema (pg-boss alone would race and keep going on a failed transaction).
 */
export async function installJobSchema(client: pg.Client): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => client.query(text, values) },
    schema: JOB_SCHEMA,
    migrate: true,
    schedule: false,
    supervise: false,
  });
  // Starting with `migrate` installs or upgrades and nothing else here: no timers, no workers.
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}
