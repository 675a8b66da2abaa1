import path from 'node:path';
import type { Config } from './config.js';
import { createDatabase, type Database } from './db/client.js';
import { startEmbeddedPostgres } from './db/embedded-postgres.js';
import { runMigrations } from './db/migrate.js';
import type { Secrets } from './secrets.js';

export interface OpenDatabase {
  db: Database;
  embedded: boolean;
  close(): Promise<void>;
}

/** DATABASE_URL when given, otherwise PostgreSQL of our own under DATA_DIR/pg; migrated. */
export async function openDatabase(
  config: Config,
  secrets: Secrets,
  log: (message: string) => void,
): Promise<OpenDatabase> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({
        dir: path.join(config.dataDir, 'pg'),
        password: secrets.databasePassword,
        database: 'raahi',
        log,
      });
  const url = config.DATABASE_URL ?? embedded!.url;
  try {
    await runMigrations(url);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const db = createDatabase(url, config.DATABASE_POOL_SIZE);
  return {
    db,
    embedded: embedded !== undefined,
    async close() {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}
