import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { createJobPool } from './job-pool.js';
import { JOB_SCHEMA } from './job-schema.js';

/**
 * A kind of background work. Each runs in one process at a time whichever of the server and
 * worker processes picks it up (PostgreSQL's FOR UPDATE SKIP LOCKED), so it must be safe to run
 * again after a crash: a job cut short by a dying process is retried when it expires.
 */
export interface JobDefinition<Data extends object = object> {
  /** The queue's name, also in the logs: letters, digits and hyphens. */
  name: string;
  /**
   * Cron, in India Standard Time, at which one run is queued for all processes together. A
   * moment when no process runs is skipped, not made up, so a job must catch up on its own.
   */
  schedule?: string;
  /**
   * Also queue one run whenever a process starts: for a job that catches up on what it missed,
   * so the catching up does not wait for the next scheduled moment.
   */
  runAtStart?: boolean;
  /** Tries after a failure, the first `delaySeconds` later, each later one twice as far apart. */
  retry?: { limit: number; delaySeconds: number };
  /** How long an idle runner waits before looking for this job again. */
  pollSeconds?: number;
  /**
   * Runs of this job one process works at once (1 if not said): for jobs that mostly wait on
   * someone else, such as a provider's answer to a delivery.
   */
  concurrency?: number;
  /** Does the work; what it returns is logged with the run. A throw fails this try. */
  run(data: Data): Promise<Record<string, unknown> | void>;
}

export interface SendOptions {
  /** Not before this moment. */
  startAfter?: Date;
  /**
   * At most one job of this name with this key is queued in each window of `windowSeconds`
   * (pg-boss's singletonKey and singletonSeconds): a second send in the window queues nothing.
   */
  once?: { key: string; windowSeconds: number };
}

/** SendOptions in pg-boss's words. */
export function bossSendOptions({ startAfter, once }: SendOptions) {
  return {
    ...(startAfter ? { startAfter } : {}),
    ...(once ? { singletonKey: once.key, singletonSeconds: once.windowSeconds } : {}),
  };
}

const SCHEDULE_TIME_ZONE = 'Asia/Kolkata';
const DEFAULT_POLL_SECONDS = 5;
const DEFAULT_RETRY = { limit: 3, delaySeconds: 30 };
/** A run that takes longer is failed (and retried); the worst case for a dead process. */
const RUN_LIMIT_SECONDS = 15 * 60;
/** Stop waits this long for runs in progress, inside the server's 10 s shutdown grace. */
const STOP_WAIT_MS = 8_000;
// Names the lock that queue set-up runs under (migrations take 7_245_001, start-up 7_245_002).
const JOB_SETUP_LOCK = 7_245_003;

/**
 * Background jobs on PostgreSQL (pg-boss): jobs queued in the database, scheduled, delayed and
 * retried with back-off, each run by exactly one of the processes working its queue.
 */
export function createJobRunner(options: {
  /** The application's pool settings: the runner opens its own small pool with them. */
  connection: pg.PoolConfig;
  log: FastifyBaseLogger;
  /** How often the schedules are checked and scheduled runs queued (30 s; tests go faster). */
  scheduleCheckSeconds?: number;
  /** How long stop waits for runs in progress (8 s; tests go faster). */
  stopWaitMs?: number;
}) {
  const { log } = options;
  const { pool, executeSql } = createJobPool(options.connection, (error) =>
    log.warn({ err: error }, 'job runner: a run could not be marked done; it is retried later'),
  );
  const boss = new PgBoss({
    db: { executeSql },
    schema: JOB_SCHEMA,
    // The schema is installed and upgraded with the migrations, under their lock.
    migrate: false,
    expireInSeconds: RUN_LIMIT_SECONDS,
    cronMonitorIntervalSeconds: options.scheduleCheckSeconds ?? 30,
    cronWorkerIntervalSeconds: Math.min(options.scheduleCheckSeconds ?? 5, 5),
  });
  const jobs = new Map<string, JobDefinition>();
  const stopWaitMs = options.stopWaitMs ?? STOP_WAIT_MS;
  let started = false;
  let inProgress = 0;
  // Once stopping, a poll still under way meets the closing pool: nothing worth a warning.
  boss.on('error', (error) => {
    if (started) log.warn({ err: error }, 'job runner: database error');
  });

  async function prepare(job: JobDefinition) {
    const retry = job.retry ?? DEFAULT_RETRY;
    const queue = {
      name: job.name,
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: true,
    };
    // Creating is a no-op for a queue that exists; updating carries changed retry rules over.
    await boss.createQueue(job.name, queue);
    await boss.updateQueue(job.name, queue);
    if (job.schedule) {
      await boss.schedule(job.name, job.schedule, {}, { tz: SCHEDULE_TIME_ZONE });
    } else {
      await boss.unschedule(job.name);
    }
  }

  async function work(job: JobDefinition) {
    const worker = { id: '' };
    worker.id = await boss.work<object>(
      job.name,
      { pollingIntervalSeconds: job.pollSeconds ?? DEFAULT_POLL_SECONDS, batchSize: 1 },
      async ([queued]) => {
        if (!queued) return;
        const began = Date.now();
        inProgress++;
        try {
          const outcome = await job.run(queued.data);
          log.info({ job: job.name, jobId: queued.id, ms: Date.now() - began, ...outcome }, 'job');
        } catch (error) {
          log.warn({ err: error, job: job.name, jobId: queued.id }, 'job failed; retried later');
          throw error;
        } finally {
          inProgress--;
          // Look again at once rather than after the poll: a queue with a backlog drains.
          if (worker.id) boss.notifyWorker(worker.id);
        }
      },
    );
  }

  return {
    /** Adds a job before start. */
    define<Data extends object>(job: JobDefinition<Data>) {
      if (started) throw new Error(`define ${job.name} before the job runner starts`);
      jobs.set(job.name, job);
    },

    /** Connects, creates the queues and schedules, and works every defined job. */
    async start() {
      started = true;
      // Two processes creating queues at once deadlock in pg-boss's create_queue: take turns.
      await withSetupLock(pool, async () => {
        await boss.start();
        for (const job of jobs.values()) await prepare(job);
      });
      for (const job of jobs.values())
        for (let worker = 0; worker < (job.concurrency ?? 1); worker++) await work(job);
      for (const job of jobs.values()) if (job.runAtStart) await boss.send(job.name, {});
      log.info({ jobs: [...jobs.keys()] }, 'job runner started');
    },

    /** Queues one run of a job (defined here or by another process); its id. */
    async send(name: string, data: object = {}, sendOptions: SendOptions = {}) {
      const id = await boss.send(name, data, bossSendOptions(sendOptions));
      if (!id && !sendOptions.once) throw new Error(`job ${name} was not queued`);
      return id;
    },

    /**
     * Stops taking jobs, lets runs in progress finish (briefly), and closes the pool once no
     * command is using it. pg-boss marks a finished run done without awaiting it: a pool
     * closed under that command rejects it with nobody listening, and the process dies of the
     * unhandled rejection. A run still going at the deadline keeps the pool; if the process
     * ends first, the run expires and is retried.
     */
    async stop() {
      if (!started) return;
      started = false;
      const deadline = Date.now() + stopWaitMs;
      await boss.stop({ graceful: true, wait: true, timeout: stopWaitMs });
      const idle = () =>
        inProgress === 0 && pool.waitingCount === 0 && pool.idleCount === pool.totalCount;
      // A run that has just returned has its completion a few ticks behind.
      do await sleep(10);
      while (!idle() && Date.now() < deadline);
      if (idle()) return pool.end();
      log.warn({ runs: inProgress }, 'job runner: runs still going at stop, left to finish');
      void (async () => {
        while (!idle()) await sleep(100, undefined, { ref: false });
        await pool.end();
      })();
    },
  };
}

/** Runs `work` while holding the lock every Raahi process takes to set its queues up. */
async function withSetupLock(pool: pg.Pool, work: () => Promise<void>) {
  const client = await pool.connect();
  let healthy = false;
  try {
    await client.query('select pg_advisory_lock($1)', [JOB_SETUP_LOCK]);
    await work();
    await client.query('select pg_advisory_unlock($1)', [JOB_SETUP_LOCK]);
    healthy = true;
  } finally {
    // A connection whose unlock did not run closes, which lets the lock go.
    client.release(!healthy);
  }
}

export type JobRunner = ReturnType<typeof createJobRunner>;
