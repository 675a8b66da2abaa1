import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '@raahi/server/embedded-postgres';
import { connectToEmbedded } from '../../fixtures/database.js';
import { makeDataDir, startServer, type RunningServer } from '../../fixtures/server.js';

const health = async (server: RunningServer) => (await fetch(`${server.url}/api/health`)).json();
const dirs: string[] = [];

describe('server lifecycle on the embedded database', () => {
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps data across a clean restart and stops its PostgreSQL on SIGTERM', async () => {
    const dataDir = await makeDataDir();
    dirs.push(dataDir);
    const first = await startServer({ dataDir });
    expect(await health(first)).toMatchObject({ status: 'ok', db: 'ok' });
    const client = await connectToEmbedded(dataDir);
    await client.query(`insert into app_meta (key, value) values ('e2e-marker', 'kept')`);
    await client.end();

    expect(await first.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = await startServer({ dataDir });
    const again = await connectToEmbedded(dataDir);
    const { rows } = await again.query(`select value from app_meta where key = 'e2e-marker'`);
    await again.end();
    expect(rows).toEqual([{ value: 'kept' }]);
    await second.stop();
  });

  it('comes back with its data after the server was killed with SIGKILL', async () => {
    const dataDir = await makeDataDir();
    dirs.push(dataDir);
    const first = await startServer({ dataDir });
    const client = await connectToEmbedded(dataDir);
    await client.query(`insert into app_meta (key, value) values ('before-kill', 'yes')`);
    await client.end();
    const orphanPid = Number(
      fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );

    await first.stop('SIGKILL');
    expect(() => process.kill(orphanPid, 0)).not.toThrow(); // the postmaster outlived its server

    const second = await startServer({ dataDir });
    expect(await health(second)).toMatchObject({ status: 'ok', db: 'ok' });
    const again = await connectToEmbedded(dataDir);
    const { rows } = await again.query(`select value from app_meta where key = 'before-kill'`);
    await again.end();
    expect(rows).toEqual([{ value: 'yes' }]);
    expect(second.output()).toContain('left running');
    await second.stop();
  });

  it('starts two servers against one database at the same time, migrating once', async () => {
    const dataDir = await makeDataDir();
    dirs.push(dataDir);
    const database = await startEmbeddedPostgres({
      dir: path.join(dataDir, 'shared-pg'),
      password: 'pw',
      database: 'shared',
    });
    try {
      const env = { DATABASE_URL: database.url };
      const started = await Promise.allSettled([
        startServer({ dataDir: path.join(dataDir, 'a'), env }),
        startServer({ dataDir: path.join(dataDir, 'b'), env }),
      ]);
      const servers = started.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      try {
        expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
        for (const server of servers) expect(await health(server)).toMatchObject({ db: 'ok' });

        const pg = await import('pg');
        const client = new pg.default.Client({ connectionString: database.url });
        await client.connect();
        const applied = await client.query(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        await client.end();
        const files = fs
          .readdirSync(new URL('../../../apps/server/drizzle', import.meta.url))
          .filter((f) => f.endsWith('.sql'));
        expect(applied.rows[0].n).toBe(files.length);
      } finally {
        // A server that started must not outlive a failed test.
        await Promise.all(servers.map((server) => server.stop()));
      }
    } finally {
      await database.stop();
    }
  });
});
