import { randomUUID } from 'node:crypto';
import { CHAT_PATHS } from '@raahi/domain/chat-constants';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertDriver, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { openLiveSocket } from '../helpers/live-socket.js';
import { redisAvailable, testKeyPrefix, TEST_REDIS_URL } from '../helpers/redis.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Notices follow the commit of a message: give a busy machine a few seconds. */
const eventually = <T>(check: () => T | Promise<T>) =>
  vi.waitFor(check, { timeout: 5_000, interval: 50 });
/** Long enough for a notice that should not come to have come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

const post = (t: TestApp, token: string, conversationId: string, body: string) =>
  t.request(`/api${CHAT_PATHS.messages(conversationId)}`, {
    method: 'POST',
    token,
    json: { clientId: randomUUID(), kind: 'text', body },
  });

/** The caller's chat-message notifications, newest first. */
const chatNotices = async (t: TestApp, token: string) => {
  const res = await t.request('/api/notifications?kind=chat-message', { token });
  expect(res.status, res.text).toBe(200);
  return res.body.items as { kind: string; params: { name: string }; link: string }[];
};

async function staff(t: TestApp, role: 'admin' | 'ADMIN_USER') {
  const user = await insertUser(t.db, { role });
  return { user, token: (await signIn(t, user)).accessToken };
}

describe('chat: members who are away are told once per burst (one process, no Redis)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof staff>>;
  let colleague: Awaited<ReturnType<typeof staff>>;
  let A: Awaited<ReturnType<typeof vendorWithToken>>;
  let B: Awaited<ReturnType<typeof vendorWithToken>>;
  let conversationId: string;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = await staff(t, 'admin');
    colleague = await staff(t, 'ADMIN_USER');
    A = await vendorWithToken(t);
    B = await vendorWithToken(t);
    const opened = await t.request(`/api${CHAT_PATHS.open}`, {
      method: 'POST',
      token: admin.token,
      json: { kind: 'operator-vendor', vendorId: A.id },
    });
    expect(opened.status, opened.text).toBe(200);
    conversationId = opened.body.id;
  });
  afterAll(() => t.close());

  it('tells the away vendor once for three messages; not a connected member, not another vendor', async () => {
    // The colleague is in the conversation too, with the app open.
    const socket = await openLiveSocket(t, colleague.user, colleague.token);
    for (const text of ['Flight AI 502 is late', 'New pickup 14:30', 'Please confirm'])
      expect((await post(t, admin.token, conversationId, text)).status).toBe(201);

    await eventually(async () => expect(await chatNotices(t, A.token)).toHaveLength(1));
    await settle();
    const [notice] = await chatNotices(t, A.token);
    expect(await chatNotices(t, A.token)).toHaveLength(1);
    expect(notice).toMatchObject({
      kind: 'chat-message',
      params: { name: admin.user.name },
      link: `/chat/${conversationId}`,
    });
    expect(await chatNotices(t, colleague.token)).toEqual([]);
    expect(await chatNotices(t, B.token)).toEqual([]);
    // The author is never told of their own message.
    expect(await chatNotices(t, admin.token)).toEqual([]);
    socket.close();
  });

  it('tells again after the member has read, or once the burst’s window has passed', async () => {
    const last = await post(t, admin.token, conversationId, 'Still there?');
    await settle();
    expect(await chatNotices(t, A.token)).toHaveLength(1);

    const read = await t.request(`/api${CHAT_PATHS.read(conversationId)}`, {
      method: 'POST',
      token: A.token,
      json: { messageId: last.body.id },
    });
    expect(read.status, read.text).toBe(200);
    expect((await post(t, admin.token, conversationId, 'Car 2 is on its way')).status).toBe(201);
    await eventually(async () => expect(await chatNotices(t, A.token)).toHaveLength(2));

    // Ten minutes later (the notice made older), a new message starts a new burst.
    await t.db.execute(
      sql`update chat_away_notices set notified_at = notified_at - interval '11 minutes'`,
    );
    expect((await post(t, admin.token, conversationId, 'Any update?')).status).toBe(201);
    await eventually(async () => expect(await chatNotices(t, A.token)).toHaveLength(3));
    await settle();
    expect(await chatNotices(t, A.token)).toHaveLength(3);
  });

  it('reaches a driver by SMS and WhatsApp as their defaults say', async () => {
    const driver = await insertDriver(t.db, A.id);
    const opened = await t.request(`/api${CHAT_PATHS.open}`, {
      method: 'POST',
      token: A.token,
      json: { kind: 'vendor-driver', driverId: driver.id },
    });
    expect((await post(t, A.token, opened.body.id, 'Take car 2 today')).status).toBe(201);
    const token = (await signIn(t, driver.user)).accessToken;
    await eventually(async () => expect(await chatNotices(t, token)).toHaveLength(1));
    const planned = await t.db.execute<{ channel: string }>(sql`
      select d.channel from notification_deliveries d
        join notifications n on n.id = d.notification_id
      where n.recipient_id = ${driver.user.id} and n.kind = 'chat-message'
      order by d.channel`);
    expect(planned.rows.map((row) => row.channel)).toEqual(['sms', 'whatsapp']);
  });
});

describe.runIf(await redisAvailable('chat-away-notices.test.ts'))(
  'chat: presence across two processes sharing Redis',
  () => {
    const prefix = testKeyPrefix('chat-away-notices');
    let a: TestApp;
    let b: TestApp;
    let watcher: Redis;

    beforeAll(async () => {
      const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, LOG_LEVEL: 'warn' };
      a = await createTestApp(env);
      b = await createTestApp(env, { databaseUrl: a.databaseUrl });
      watcher = new Redis(TEST_REDIS_URL);
    });
    afterAll(async () => {
      watcher?.disconnect();
      await b?.close();
      await a?.close();
    });

    /** Whether any process has listed the user as connected in Redis. */
    const listed = async (userId: string) => {
      const keys = await watcher.keys(`${prefix}presence:process:*`);
      const flags = await Promise.all(keys.map((key) => watcher.sismember(key, userId)));
      return flags.includes(1);
    };

    it('does not tell a member connected to the other process; tells them once they leave', async () => {
      const admin = await insertUser(a.db, { role: 'admin' });
      const adminToken = (await signIn(a, admin)).accessToken;
      const vendor = await vendorWithToken(b);
      const owner = (
        await b.db.execute<{ id: string; role: string }>(
          sql`select id, role from users where vendor_id = ${vendor.id}`,
        )
      ).rows[0]!;
      const opened = await a.request(`/api${CHAT_PATHS.open}`, {
        method: 'POST',
        token: adminToken,
        json: { kind: 'operator-vendor', vendorId: vendor.id },
      });
      const id = opened.body.id as string;

      // Connected to B only; the messages are posted through A.
      const socket = await openLiveSocket(b, owner, vendor.token);
      await eventually(async () => expect(await listed(owner.id)).toBe(true));
      expect((await post(a, adminToken, id, 'Are you there?')).status).toBe(201);
      await vi.waitFor(() =>
        expect(socket.messages.some((m) => m.event === 'chat.message')).toBe(true),
      );
      await settle();
      expect(await chatNotices(b, vendor.token)).toEqual([]);

      socket.close();
      await eventually(async () => expect(await listed(owner.id)).toBe(false));
      expect((await post(a, adminToken, id, 'Calling you now')).status).toBe(201);
      await eventually(async () => expect(await chatNotices(b, vendor.token)).toHaveLength(1));
    });
  },
);
