import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { installJobSchema } from '../jobs/job-schema.js';
import { MIGRATIONS_DIR } from '../paths.js';

// Any constant shared by every Raahi process; it names the lock, nothing else.
const MIGRATION_LOCK = 7_245_001;

/**
 * Applies the committed migrations, then installs or upgrades the job queues' schema. Processes
 * starting at once queue on an advisory lock, so the first applies them and the others find
 * nothing left to do.
 */
export async function runMigrations(url: string, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'raahi-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
    await installJobSchema(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}
