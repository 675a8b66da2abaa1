import pino from 'pino';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate.js';
import { createJobPool } from '../../src/jobs/job-pool.js';
import { createJobRunner, type JobRunner } from '../../src/jobs/job-runner.js';
import { adminQuery } from '../global-setup.js';
import { createTcpProxy } from '../helpers/tcp-proxy.js';
import { createTestDatabase } from '../helpers/test-database.js';

/** Waits until `done` holds, checking every 100 ms; fails after `ms`. */
async function until(done: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('background jobs on PostgreSQL', () => {
  let url: string;
  const logs: string[] = [];
  const running: JobRunner[] = [];
  // Each runner has its own pool, so to the database two runners are two processes.
  const runner = () => {
    const made = createJobRunner({
      connection: { connectionString: url },
      log: pino({ level: 'info' }, { write: (line: string) => logs.push(line) }),
      scheduleCheckSeconds: 1,
    });
    running.push(made);
    return made;
  };

  beforeAll(async () => {
    url = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((r) => r.stop()));
  });

  it('installs its schema once when several processes migrate at once', async () => {
    const fresh = await createTestDatabase({ empty: true });
    await Promise.all([runMigrations(fresh), runMigrations(fresh), runMigrations(fresh)]);
    const versions = await adminQuery(fresh, 'select version from pgboss.version');
    expect(versions.rows).toHaveLength(1);

    const again = createJobRunner({
      connection: { connectionString: fresh },
      log: pino({ level: 'silent' }),
    });
    running.push(again);
    again.define({ name: 'fresh', run: async () => {} });
    await again.start();
  });

  it('closes a connection a failed command left inside its transaction', async () => {
    const { pool, executeSql } = createJobPool({ connectionString: url });
    try {
      await executeSql('select 1');
      // How pg-boss sends its locked commands: one text, its own BEGIN and COMMIT.
      await expect(executeSql('BEGIN; select 1/0; COMMIT;')).rejects.toThrow('division by zero');
      expect((await executeSql('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it('runs each queued job once, with two runners taking from one queue', async () => {
    const runs: { by: string; n: number }[] = [];
    const [a, b] = [runner(), runner()];
    for (const [by, r] of [
      ['a', a],
      ['b', b],
    ] as const) {
      r.define<{ n: number }>({
        name: 'count-once',
        pollSeconds: 0.5,
        run: async ({ n }) => {
          runs.push({ by, n });
          await sleep(20);
        },
      });
    }
    // Started together: creating the same queue at once is safe too.
    await Promise.all([a.start(), b.start()]);

    const sent = Array.from({ length: 16 }, (_, n) => n);
    await Promise.all(sent.map((n) => (n % 2 ? a : b).send('count-once', { n })));
    await until(() => runs.length >= sent.length, 15_000, 'every job to run');
    await sleep(1_500); // a second run of any would show by now
    expect(runs.map((run) => run.n).sort((x, y) => x - y)).toEqual(sent);
  });

  it('runs as many jobs at once as the job allows, each still once', async () => {
    const r = runner();
    let inFlight = 0;
    let most = 0;
    const done: number[] = [];
    r.define<{ n: number }>({
      name: 'in-parallel',
      pollSeconds: 0.5,
      concurrency: 3,
      run: async ({ n }) => {
        most = Math.max(most, ++inFlight);
        await sleep(300);
        inFlight--;
        done.push(n);
      },
    });
    await r.start();
    const sent = Array.from({ length: 9 }, (_, n) => n);
    await Promise.all(sent.map((n) => r.send('in-parallel', { n })));
    await until(() => done.length >= sent.length, 15_000, 'every job to run');
    await sleep(1_000); // a second run of any would show by now
    expect(done.sort((x, y) => x - y)).toEqual(sent);
    expect(most).toBe(3);
  });

  it('queues a scheduled job once for every runner together', async () => {
    // Every minute is one run: keep the few seconds this takes inside one minute.
    const second = new Date().getSeconds();
    if (second > 45) await sleep((61 - second) * 1_000);
    const runs: string[] = [];
    const [a, b] = [runner(), runner()];
    for (const [by, r] of [
      ['a', a],
      ['b', b],
    ] as const) {
      r.define({
        name: 'every-minute',
        schedule: '* * * * *',
        pollSeconds: 0.5,
        run: async () => {
          runs.push(by);
        },
      });
    }
    await Promise.all([a.start(), b.start()]);
    // Both check the schedules every second; whichever checks first queues the minute's run.
    await until(() => runs.length >= 1, 10_000, 'the scheduled run');
    await sleep(3_000);
    expect(runs).toHaveLength(1);
  }, 40_000);

  it('retries a failing job with growing delays until it succeeds', async () => {
    const tries: number[] = [];
    const r = runner();
    r.define({
      name: 'fails-twice',
      retry: { limit: 3, delaySeconds: 1 },
      pollSeconds: 0.5,
      run: async () => {
        tries.push(Date.now());
        if (tries.length <= 2) throw new Error(`try ${tries.length} failed`);
      },
    });
    await r.start();
    await r.send('fails-twice');
    await until(() => tries.length >= 3, 15_000, 'the third try');
    await sleep(1_000);

    expect(tries).toHaveLength(3);
    const [first, second, third] = tries as [number, number, number];
    // Back-off doubles the delay: at least 1 s, then at least 2 s.
    expect(second - first).toBeGreaterThanOrEqual(1_000);
    expect(third - second).toBeGreaterThanOrEqual(2_000);
    expect(logs.filter((line) => line.includes('try 1 failed'))).toHaveLength(1);
  });

  it('starts a delayed job after its time, not before', async () => {
    const ran: number[] = [];
    const r = runner();
    r.define({
      name: 'later',
      pollSeconds: 0.5,
      run: async () => {
        ran.push(Date.now());
      },
    });
    await r.start();
    const startAfter = new Date(Date.now() + 2_500);
    await r.send('later', {}, { startAfter });

    await sleep(1_500);
    expect(ran).toEqual([]);
    await until(() => ran.length === 1, 10_000, 'the delayed run');
    expect(ran[0]).toBeGreaterThanOrEqual(startAfter.getTime());
  });

  it('queues a job sent with the same once-key only once in its window, from any runner', async () => {
    const ran: string[] = [];
    const [a, b] = [runner(), runner()];
    for (const r of [a, b])
      r.define({
        name: 'keyed',
        pollSeconds: 0.5,
        run: async (data: { key: string }) => {
          ran.push(data.key);
        },
      });
    await Promise.all([a.start(), b.start()]);
    const once = (key: string) => ({ once: { key, windowSeconds: 60 } });
    const ids = await Promise.all([
      a.send('keyed', { key: 'x' }, once('x')),
      b.send('keyed', { key: 'x' }, once('x')),
      a.send('keyed', { key: 'x' }, once('x')),
      b.send('keyed', { key: 'y' }, once('y')),
    ]);
    expect(ids.filter(Boolean)).toHaveLength(2);
    await until(() => ran.length === 2, 10_000, 'the two keyed runs');
    await sleep(1_500);
    expect(ran.sort()).toEqual(['x', 'y']);
  });

  it('stops while a run is still going, without dying when that run ends', async () => {
    // pg-boss marks a run done without awaiting it; a pool ended under that command would
    // reject with nobody listening, and Vitest fails a file on an unhandled rejection.
    const slow = createJobRunner({
      connection: { connectionString: url },
      log: pino({ level: 'silent' }),
      scheduleCheckSeconds: 1,
      stopWaitMs: 200,
    });
    running.push(slow);
    const run = { began: false, ended: false };
    slow.define({
      name: 'slow-at-stop',
      pollSeconds: 0.5,
      run: async () => {
        run.began = true;
        await sleep(3_000);
        run.ended = true;
      },
    });
    await slow.start();
    const id = await slow.send('slow-at-stop');
    await until(() => run.began, 10_000, 'the slow run to begin');
    const stopping = Date.now();
    await slow.stop();
    expect(run.ended).toBe(false);
    // pg-boss looks at its workers once a second while it stops.
    expect(Date.now() - stopping).toBeLessThan(2_500);

    await until(() => run.ended, 6_000, 'the slow run to end');
    // Its late completion meets an open pool and changes nothing: pg-boss gave the run back at
    // stop, for a process that is still up to run again.
    await sleep(500);
    const { rows } = await adminQuery<{ state: string }>(
      url,
      `select state from pgboss.job where id = '${id}'`,
    );
    expect(rows[0]?.state).toBe('retry');
  });

  it('outlives a database outage as a run ends, and marks the run done once it is back', async () => {
    // pg-boss marks a finished run done without awaiting it: a failure there, unhandled, would
    // end the process (and Vitest fails a file on an unhandled rejection).
    const proxy = await createTcpProxy(url);
    const warnings: string[] = [];
    const blinking = createJobRunner({
      connection: { connectionString: proxy.url },
      log: pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) }),
      scheduleCheckSeconds: 1,
    });
    running.push(blinking);
    const ended: string[] = [];
    blinking.define<{ outage: number }>({
      name: 'ends-in-outage',
      pollSeconds: 0.5,
      retry: { limit: 0, delaySeconds: 1 },
      run: async ({ outage }) => {
        await proxy.stop();
        setTimeout(() => void proxy.start(), outage);
        ended.push(String(outage));
      },
    });
    try {
      await blinking.start();
      // Back within the retries: the run is marked completed.
      const brief = await blinking.send('ends-in-outage', { outage: 300 });
      await until(() => ended.length === 1, 10_000, 'the first run');
      const state = async (id: string | null) =>
        (
          await adminQuery<{ state: string }>(
            url,
            `select state from pgboss.job where id = '${id}'`,
          )
        ).rows[0]?.state;
      for (let i = 0; i < 50 && (await state(brief)) !== 'completed'; i++) await sleep(100);
      expect(await state(brief)).toBe('completed');

      // Away for longer: given up and said so; the run stays active until it expires.
      const long = await blinking.send('ends-in-outage', { outage: 2_500 });
      await until(() => ended.length === 2, 10_000, 'the second run');
      await until(
        () => warnings.some((line) => line.includes('could not be marked done')),
        10_000,
        'the warning',
      );
      await sleep(1_000);
      expect(await state(long)).toBe('active');
    } finally {
      await blinking.stop();
      await proxy.close();
    }
  });
});
