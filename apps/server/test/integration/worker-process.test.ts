import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client.js';
import { invitations } from '../../src/db/schema/index.js';
import { createJobRunner } from '../../src/jobs/job-runner.js';
import { SERVER_ROOT } from '../../src/paths.js';
import { insertUser } from '../helpers/factories.js';
import { createTestDatabase } from '../helpers/test-database.js';

/** `npm run worker` from source: the same entry the build bundles into dist/worker.js. */
function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, text: () => output.join('') };
}

const exitOf = async (child: ChildProcess) => (await once(child, 'exit'))[0] as number | null;

describe('the worker process (npm run worker)', () => {
  let dataDir: string;
  let url: string;
  let db: Database;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raahi-worker-'));
    url = await createTestDatabase();
    db = createDatabase(url, 2);
  });
  afterAll(async () => {
    await db.$client.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('needs DATABASE_URL: the embedded database belongs to the server', async () => {
    const worker = startWorker({ DATA_DIR: dataDir });
    expect(await exitOf(worker.child)).toBe(1);
    expect(worker.text()).toContain('DATABASE_URL: a separate worker needs it');
  });

  it('runs the jobs (whatever JOBS_IN_PROCESS says), and stops cleanly on SIGTERM', async () => {
    const user = await insertUser(db, { role: 'ADMIN_USER', passwordHash: null });
    await db
      .insert(invitations)
      .values({ userId: user.id, tokenHash: randomUUID(), expiresAt: new Date(Date.now() - 1) });
    const worker = startWorker({
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      // What the servers of such a deployment are told; the worker runs the jobs anyway.
      JOBS_IN_PROCESS: 'false',
    });
    const exited = exitOf(worker.child);
    try {
      await expect
        .poll(worker.text, { timeout: 30_000, interval: 200 })
        .toContain('worker is running the background jobs');

      const scheduler = createJobRunner({
        connection: { connectionString: url },
        log: pino({ level: 'silent' }),
      });
      await scheduler.start();
      await scheduler.send('purge-expired-invitations');
      await scheduler.stop();
      await expect
        .poll(() => db.select().from(invitations).where(eq(invitations.userId, user.id)), {
          timeout: 15_000,
          interval: 200,
        })
        .toEqual([]);
      // The run's log line follows its commit: the row can be gone a moment before it is written.
      await expect
        .poll(worker.text, { timeout: 10_000, interval: 200 })
        .toContain('"job":"purge-expired-invitations"');
    } finally {
      worker.child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(worker.text()).toContain('SIGTERM received');
  }, 60_000);
});
