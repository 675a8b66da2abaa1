import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { hearConnectionErrors } from '../db/client.js';
import bossPlans from 'pg-boss/src/plans.js';
import { JOB_SCHEMA } from './job-schema.js';

const POOL_SIZE = 3;
const UNAWAITED_TRIES = 3;
const UNAWAITED_RETRY_MS = 500;

/**
 * The commands pg-boss 10 sends without awaiting them: marking a finished run completed or
 * failed (manager.js, work()). A failure there would be an unhandled rejection, which ends the
 * process, so these are tried again briefly and then given up: the run stays active, expires,
 * and is retried like a run cut short by a crash (every job is safe to run again).
 */
const UNAWAITED = new Set([bossPlans.completeJobs(JOB_SCHEMA), bossPlans.failJobsById(JOB_SCHEMA)]);
/** What pg-boss reads of those commands' answers: how many jobs they changed. */
const NOTHING_CHANGED = { rows: [{ count: '0' }], rowCount: 1 } as unknown as pg.QueryResult;

/** The job runner's own small pool, beside the application's, and pg-boss's way into it. */
export function createJobPool(
  connection: pg.PoolConfig,
  onGivenUp: (error: unknown) => void = () => {},
) {
  const pool = new pg.Pool({ ...connection, max: POOL_SIZE, application_name: 'raahi-jobs' });
  hearConnectionErrors(pool);

  /**
   * pg-boss sends some commands as one text with its own BEGIN and COMMIT; when one fails
   * midway its connection is left inside the failed transaction and would refuse everything
   * after, so a connection that met an error is closed instead of going back to the pool.
   */
  async function once(text: string, values?: unknown[]) {
    const client = await pool.connect();
    try {
      const result = await client.query(text, values);
      client.release();
      return result;
    } catch (error) {
      client.release(true);
      throw error;
    }
  }

  return {
    pool,

    executeSql: async (text: string, values?: unknown[]) => {
      if (!UNAWAITED.has(text)) return once(text, values);
      for (let tried = 1; ; tried++) {
        try {
          return await once(text, values);
        } catch (error) {
          if (tried === UNAWAITED_TRIES) {
            onGivenUp(error);
            return NOTHING_CHANGED;
          }
          await sleep(UNAWAITED_RETRY_MS * tried);
        }
      }
    },
  };
}
