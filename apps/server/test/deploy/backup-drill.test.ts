import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApp, type AppProcess } from './app-process.js';
import { ADMIN, call, signInAdmin } from './client.js';
import { createDatabase, freePorts, runTool } from './services.js';

const PG_CLIENT = 'apt-get install postgresql-client';

/**
 * The restore drill of docs/deployment.md, once: back up a live installation with pg_dump,
 * restore it into a new database, and start the server on the copy.
 */
describe('backups', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function serve(databaseUrl: string, env: Record<string, string>): Promise<AppProcess> {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raahi-drill-'));
    const [port] = await freePorts(1);
    const app = await startApp('drill', port!, {
      ...env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
    });
    cleanups.push(
      () => fs.rm(dataDir, { recursive: true, force: true }),
      () => app.stop(),
    );
    return app;
  }

  it('a pg_dump of the running database restores into a new one that the server serves', async () => {
    const env = {
      NODE_ENV: 'production',
      // The keys go with the backup: without them, sign-ins end and Aadhaar hashes stop matching.
      JWT_SECRET: randomBytes(32).toString('base64url'),
      AADHAAR_HMAC_KEY: randomBytes(32).toString('base64url'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    };
    const live = await createDatabase('drill');
    cleanups.push(live.drop);
    const original = await serve(live.url, env);
    const { accessToken } = await signInAdmin(original.url);
    const name = `Before the backup ${randomBytes(3).toString('hex')}`;
    expect(
      (await call(original.url, '/api/companies', { json: { name }, token: accessToken })).status,
    ).toBe(201);

    // Taken while the server runs: pg_dump reads one consistent snapshot.
    const dumpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raahi-dump-'));
    cleanups.push(() => fs.rm(dumpDir, { recursive: true, force: true }));
    const dump = path.join(dumpDir, 'raahi.dump');
    await runTool(
      'pg_dump',
      ['--format=custom', `--file=${dump}`, `--dbname=${live.url}`],
      PG_CLIENT,
    );

    const restored = await createDatabase('restored');
    cleanups.push(restored.drop);
    await runTool(
      'pg_restore',
      ['--no-owner', '--exit-on-error', `--dbname=${restored.url}`, dump],
      PG_CLIENT,
    );

    const copy = await serve(restored.url, env);
    const session = await signInAdmin(copy.url);
    const companies = await call(copy.url, '/api/companies', { token: session.accessToken });
    expect(companies.body.map((company: { name: string }) => company.name)).toContain(name);
  });
});
