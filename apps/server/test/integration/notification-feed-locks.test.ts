import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventsRepository } from '../../src/modules/events/events.repository.js';
import { createNotificationCentre } from '../../src/modules/notifications/notification-centre.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the notification feed beside a lock on the outbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Whether some session waits for a lock its query's text matches. */
  const waiting = async (pattern: string) => {
    const { rows } = await t.db.$client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a USING (pid)
       WHERE NOT l.granted AND a.query ILIKE $1`,
      [pattern],
    );
    return rows[0]!.n > 0;
  };
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++) await sleep(25);
    expect(await check()).toBe(true);
  };

  it('lets a table lock queued behind its transaction through, instead of waiting on it', async () => {
    // A migration or the bench's trigger asks for the outbox alone while the feed's transaction
    // has read it. Were the feed to read the outbox again on a second connection, that read
    // would queue behind the lock, the lock behind the feed: a deadlock PostgreSQL cannot see.
    const feed = createNotificationCentre({
      db: t.db,
      events: createEventsRepository(t.db),
      log: t.app.log,
    }).notificationFeed;
    const holder = await t.db.$client.connect();
    const locker = await t.db.$client.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT * FROM notification_feed FOR UPDATE`);
      const running = feed.run();
      await until(() => waiting('%from "notification_feed"%for update%'));

      await locker.query(`SET lock_timeout = '5s'`);
      const locked = locker.query('BEGIN; LOCK TABLE event_outbox IN ACCESS EXCLUSIVE MODE');
      await until(() => waiting('%LOCK TABLE event_outbox%'));

      await holder.query('COMMIT');
      await expect(locked).resolves.toBeDefined();
      await locker.query('COMMIT');
      await running;
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await holder.query('ROLLBACK').catch(() => undefined);
      locker.release();
      holder.release();
    }
  });
});
