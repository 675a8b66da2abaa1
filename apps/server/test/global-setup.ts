import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { runMigrations } from '../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL on the test server, database part replaced per test file. */
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL per test run: the embedded one in a temporary folder, or the server named by
 * TEST_DATABASE_URL. Migrations run once into a template; each test file clones it.
 */
export default async function setup(project: TestProject) {
  const runId = `raahi_t${process.pid}_${Date.now().toString(36)}`;
  let adminUrl: string;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tmpDir: string | undefined;

  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raahi-test-'));
    await fs.chmod(tmpDir, 0o755);
    const embedded = await startEmbeddedPostgres({
      dir: path.join(tmpDir, 'pg'),
      password: 'test',
      database: 'postgres',
    });
    adminUrl = embedded.url;
    stopEmbedded = () => embedded.stop();
  }

  const template = `${runId}_template`;
  await adminQuery(adminUrl, `create database "${template}"`);
  await runMigrations(withDatabase(adminUrl, template));

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const { rows } = await adminQuery<{ datname: string }>(
      adminUrl,
      `select datname from pg_database where datname like '${runId}%'`,
    );
    for (const { datname } of rows) {
      await adminQuery(adminUrl, `drop database if exists "${datname}" with (force)`);
    }
    await stopEmbedded?.();
    if (tmpDir) await fs.rm(tmpDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  text: string,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<Row>(text);
  } finally {
    await client.end();
  }
}
