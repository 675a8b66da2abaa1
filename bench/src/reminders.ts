import fs from 'node:fs/promises';
import pg from 'pg';
import type { connectLiveHeap } from './live-heap.js';

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
  /** Heap in use after a full collection, before and at most during the run (sampled every 2 s). */
  liveHeap?: { beforeMb: number; peakMb: number; afterMb: number };
  /** The run's e-mail deliveries, sent by the server's jobs to a stand-in mail server. */
  deliveries?: { sent: number; failed: number; seconds: number; perSecond: number };
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
const DELIVER_JOB = 'deliver-notification';
const LIVE_HEAP_EVERY_MS = 2_000;

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

/** Queues one run of the expiry job now (the last run's day forgotten) and its id. */
async function queueRun(client: pg.Client): Promise<string> {
  await client.query('DELETE FROM app_meta WHERE key = $1', [LAST_RUN_KEY]);
  const queued = await client.query<{ id: string }>(
    `INSERT INTO pgboss.job (name, data, retry_limit) VALUES ($1, '{}', 0) RETURNING id`,
    [JOB],
  );
  return queued.rows[0]!.id;
}

/**
 * Waits for the run's e-mails to be tried (none pending or retrying) and times them from the
 * run's start to the last one's outcome.
 */
async function timeDeliveries(client: pg.Client, since: Date) {
  const began = Date.now();
  for (;;) {
    const { rows } = await client.query<{
      sent: number;
      failed: number;
      waiting: number;
      seconds: number | null;
    }>(
      `SELECT count(*) FILTER (WHERE d.state = 'sent')::int AS sent,
         count(*) FILTER (WHERE d.state = 'failed')::int AS failed,
         count(*) FILTER (WHERE d.state IN ('pending', 'retrying'))::int AS waiting,
         extract(epoch FROM max(d.updated_at) - $1)::float8 AS seconds
       FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
       WHERE n.source_key LIKE 'reminder:expiry%' AND d.created_at >= $1`,
      [since],
    );
    const { sent, failed, waiting, seconds } = rows[0]!;
    if (waiting === 0 || Date.now() - began > RUN_LIMIT_MS) {
      const time = Math.round((seconds ?? 0) * 10) / 10;
      return {
        sent,
        failed,
        seconds: time,
        perSecond: time > 0 ? Math.round((sent + failed) / time) : 0,
      };
    }
    await sleep(1_000);
  }
}

/**
 * The daily expiry reminders over the generated fleet, run by the measured server's own job
 * runner (pinned to its core): the bench forgets the last run's day, queues one run of the job
 * and waits for it. Three runs:
 * - a first run (no reminders made: every paper 30 days from running out, or up to a week past
 *   it, is new), with resident memory sampled every 50 ms, then its e-mails timed as the
 *   server's delivery jobs send them to the stand-in mail server;
 * - the same first run again, with the live heap (after a full collection) sampled every 2 s:
 *   those collections would lower the first run's resident peak, so they have a run of their own;
 * - an ordinary day: all of them made before, so everything is read and offered again, and
 *   only a stage's new papers are made.
 */
export async function measureReminders(
  databaseUrl: string,
  serverPid: number,
  heap: Awaited<ReturnType<typeof connectLiveHeap>>,
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
    for (const [name, forget, sampleHeap] of [
      ['first run, all new', true, false],
      ['first run, live heap sampled', true, true],
      ['again, all told before', false, false],
    ] as const) {
      if (forget) {
        // Earlier runs' deliveries (the server's run at start too) would be sent beside this one.
        await client.query('DELETE FROM pgboss.job WHERE name = $1', [DELIVER_JOB]);
        await client.query(`DELETE FROM notifications WHERE source_key LIKE 'reminder:expiry%'`);
      }
      const before = await countReminders(client);
      const liveBeforeMb = sampleHeap ? await heap.liveMb() : 0;
      const rssBeforeMb = await residentMb(serverPid);
      const startedAt = new Date();
      const id = await queueRun(client);
      let rssPeakMb = rssBeforeMb;
      let livePeakMb = liveBeforeMb;
      let lastHeapSample = Date.now();
      const began = Date.now();
      let job: { state: string; seconds: number | null } | undefined;
      for (;;) {
        rssPeakMb = Math.max(rssPeakMb, await residentMb(serverPid));
        if (sampleHeap && Date.now() - lastHeapSample >= LIVE_HEAP_EVERY_MS) {
          livePeakMb = Math.max(livePeakMb, await heap.liveMb());
          lastHeapSample = Date.now();
        }
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
      const run: ReminderRun = {
        name,
        seconds: Math.round(seconds * 100) / 100,
        reminders,
        perSecond: seconds > 0 ? Math.round(reminders / seconds) : 0,
        rssBeforeMb,
        rssPeakMb,
        rssAfterMb: await residentMb(serverPid),
      };
      if (sampleHeap) {
        const afterMb = await heap.liveMb();
        run.liveHeap = { beforeMb: liveBeforeMb, peakMb: Math.max(livePeakMb, afterMb), afterMb };
      }
      log(
        `  Expiry reminders, ${name}: ${run.reminders} in ${run.seconds} s (${run.perSecond}/s); server ${run.rssBeforeMb} MB before, ${run.rssPeakMb} MB at most, ${run.rssAfterMb} MB after`,
      );
      if (run.liveHeap)
        log(
          `    live heap ${run.liveHeap.beforeMb} MB before, ${run.liveHeap.peakMb} MB at most, ${run.liveHeap.afterMb} MB after`,
        );
      if (name === 'first run, all new') {
        run.deliveries = await timeDeliveries(client, startedAt);
        const d = run.deliveries;
        log(
          `    e-mails: ${d.sent} sent, ${d.failed} failed, ${d.seconds} s from the run's start (${d.perSecond}/s)`,
        );
      }
      runs.push(run);
    }
    // The last first run's e-mails are still queued: sent beside a later scenario (the chat
    // bench's two servers), they were its load, not its measure.
    await client.query('DELETE FROM pgboss.job WHERE name = $1', [DELIVER_JOB]);
    await client.query(
      `DELETE FROM notification_deliveries WHERE state IN ('pending', 'retrying', 'sending')`,
    );
    return { ...counts.rows[0]!, runs };
  } finally {
    await client.end();
  }
}
