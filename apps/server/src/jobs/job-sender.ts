import PgBoss from 'pg-boss';
import type pg from 'pg';
import { bossSendOptions, type SendOptions } from './job-runner.js';
import { JOB_SCHEMA } from './job-schema.js';

/**
 * Queues jobs from any process, whether or not it runs them (a server with
 * JOBS_IN_PROCESS=false still queues work for the worker). It never starts pg-boss: sending is
 * one INSERT into the queue's table, over the application's pool.
 */
export function createJobSender(pool: pg.Pool) {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    schema: JOB_SCHEMA,
    migrate: false,
  });
  return {
    /**
     * Queues one run of a job; fails when no process has created its queue yet. Null when
     * `once` found the same key already queued in its window.
     */
    async send(name: string, data: object, options: SendOptions = {}) {
      const id = await boss.send(name, data, bossSendOptions(options));
      if (!id && !options.once) throw new Error(`job ${name} was not queued`);
      return id;
    },

    /**
     * Queues many runs of a job, one statement for each `chunk` of them (pg-boss's insert).
     * A run whose `once` key is already queued in its window is left out, and nothing is queued
     * before some process has created the job's queue (unlike `send`, without an error).
     */
    async sendMany(name: string, runs: { data: object; options?: SendOptions }[], chunk = 1_000) {
      for (let at = 0; at < runs.length; at += chunk)
        await boss.insert(
          runs.slice(at, at + chunk).map(({ data, options = {} }) => ({
            name,
            data,
            ...bossSendOptions(options),
          })),
        );
    },
  };
}

export type JobSender = ReturnType<typeof createJobSender>;
