import fs from 'node:fs/promises';
import pg from 'pg';

/** One run of the daily expiry job inside the measured server. */
export interface ReminderRun {
  /** With no reminders yet (every paper in a stage is new), or with all of them made before. */
  name: string;
  /** From the job's start to its end, as the job queue recorded them. */
  seconds: number;
  /** Notifications the run created (per paper, each of its people; the operators' digests). */
  reminders: number;
  perSecond: number;
  rssBeforeMb: number;
  /** The highest resident memory seen while it ran (sampled every 50 ms). */
  rssPeakMb: number;
  rssAfterMb: number;
}

export interface ReminderFigures {
  vehicles: number;
  drivers: number;
  runs: ReminderRun[];
}

const JOB = 'expiry-reminders';
/** Where the server keeps the day of the last finished run (reminders.repository.ts). */
const LAST_RUN_KEY = 'reminders:expiry-run-day';
const RUN_LIMIT_MS = 10 * 60_000;

async function residentMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const countReminders = async (client: pg.Client) =>
  (
    await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE source_key LIKE 'reminder:expiry%'`,
    )
  ).rows[0]!.n;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits out the expiry run a server makes when it starts (`runAtStart`). On a reused fleet that
 * first run of the day reads every paper and holds the outbox for minutes; a scenario measured
 * beside it measures the run instead (the outbox scenario's trigger once queued every booking
 * behind it).
 */
export async function settleStartupReminders(
  databaseUrl: string,
  log: (line: string) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const began = Date.now();
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job
         WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
        [JOB],
      );
      if (rows[0]!.n === 0) break;
      if (Date.now() - began > RUN_LIMIT_MS) throw new Error(`${JOB} at start did not finish`);
      await sleep(500);
    }
    const waited = (Date.now() - began) / 1000;
    if (waited >= 1) log(`Waited ${waited.toFixed(0)} s for the server's expiry run at start`);
  } finally {
    await client.end();
  }
}

/**
 * The daily expiry reminders over the generated fleet, run by the measured server's own job
 * runner (pinned to its core): the bench forgets the last run's day, queues one run of the job
 * and waits for it. Twice: first with no reminders made (a first run: every paper 30 days from
 * running out, or up to a week past it, is new), then again with all of them made before (an
 * ordinary day: everything is read and offered again, and only a stage's new papers are made).
 */
export async function measureReminders(
  databaseUrl: string,
  serverPid: number,
  log: (line: string) => void,
): Promise<ReminderFigures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const counts = await client.query<{ vehicles: number; drivers: number }>(
      `SELECT (SELECT count(*) FROM vehicles)::int AS vehicles,
         (SELECT count(*) FROM drivers)::int AS drivers`,
    );
    const runs: ReminderRun[] = [];
    for (const [name, forget] of [
      ['first run, all new', true],
      ['again, all told before', false],
    ] as const) {
      if (forget)
        await client.query(`DELETE FROM notifications WHERE source_key LIKE 'reminder:expiry%'`);
      await client.query('DELETE FROM app_meta WHERE key = $1', [LAST_RUN_KEY]);
      const before = await countReminders(client);
      const rssBeforeMb = await residentMb(serverPid);
      const queued = await client.query<{ id: string }>(
        `INSERT INTO pgboss.job (name, data, retry_limit) VALUES ($1, '{}', 0) RETURNING id`,
        [JOB],
      );
      const id = queued.rows[0]!.id;
      let rssPeakMb = rssBeforeMb;
      const began = Date.now();
      let job: { state: string; seconds: number | null } | undefined;
      for (;;) {
        rssPeakMb = Math.max(rssPeakMb, await residentMb(serverPid));
        job = (
          await client.query<{ state: string; seconds: number | null }>(
            `SELECT state, extract(epoch FROM completed_on - started_on)::float8 AS seconds
             FROM pgboss.job WHERE name = $1 AND id = $2`,
            [JOB, id],
          )
        ).rows[0];
        if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) break;
        if (Date.now() - began > RUN_LIMIT_MS) throw new Error(`${JOB} did not finish`);
        await sleep(50);
      }
      if (job.state !== 'completed') throw new Error(`${JOB} ended ${job.state}`);
      const seconds = job.seconds ?? 0;
      const reminders = (await countReminders(client)) - before;
      const run = {
        name,
        seconds: Math.round(seconds * 100) / 100,
        reminders,
        perSecond: seconds > 0 ? Math.round(reminders / seconds) : 0,
        rssBeforeMb,
        rssPeakMb,
        rssAfterMb: await residentMb(serverPid),
      };
      runs.push(run);
      log(
        `  Expiry reminders, ${name}: ${run.reminders} in ${run.seconds} s (${run.perSecond}/s); server ${run.rssBeforeMb} MB before, ${run.rssPeakMb} MB at most, ${run.rssAfterMb} MB after`,
      );
    }
    return { ...counts.rows[0]!, runs };
  } finally {
    await client.end();
  }
}
