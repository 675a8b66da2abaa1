import fs from 'node:fs/promises';
import { addDays } from '@raahi/domain/compliance';
import { expiryRunDay } from '@raahi/domain/reminders';
import pg from 'pg';

/** One run of the daily expiry job inside the measured server. */
export interface ReminderRun {
  /** What the run made up for: the day before ('a day'), or a week of missed runs. */
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The daily expiry reminders over the generated fleet, run by the measured server's own job
 * runner (pinned to its core): the bench forgets the reminders and the last run's day, queues
 * one run of the job and waits for it. Twice: an ordinary day (the day before had its run),
 * and a day after a week without runs, which looks at seven days' dates.
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
    const day = expiryRunDay(new Date());
    const runs: ReminderRun[] = [];
    for (const [name, lastDay] of [
      ['a day', addDays(day, -1)],
      ['a week missed', addDays(day, -8)],
    ] as const) {
      await client.query(`DELETE FROM notifications WHERE source_key LIKE 'reminder:expiry%'`);
      await client.query(
        `INSERT INTO app_meta (key, value) VALUES ($1, $2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
        [LAST_RUN_KEY, lastDay],
      );
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
      const created = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM notifications WHERE source_key LIKE 'reminder:expiry%'`,
      );
      const seconds = job.seconds ?? 0;
      const reminders = created.rows[0]!.n;
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
