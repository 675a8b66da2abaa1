import type { DomainEventDraft } from '@raahi/domain/events';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emitEvent } from '../../src/core/events.js';
import { insertVendor } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { openLiveSocket, type LiveSocket } from '../helpers/live-socket.js';
import { redisAvailable, testKeyPrefix, TEST_REDIS_URL } from '../helpers/redis.js';
import { createTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const dutyEvent = (vendorId: string) =>
  ({
    type: 'duty.created',
    dutyId: randomUUID(),
    regId: 'DUT-000001',
    status: 'Requested',
    vendorId,
    driverId: null,
  }) satisfies DomainEventDraft;

/** Commits an event through an app's own database pool, as its request handlers do. */
const commitThrough = (app: TestApp, event: DomainEventDraft) =>
  app.db.transaction((tx) => emitEvent(tx, event));

/** A vendor's user with a live socket on each of two apps. */
async function socketsOnBoth(a: TestApp, b: TestApp) {
  const vendorId = (await insertVendor(a.db)).id;
  const user = await insertUser(a.db, { role: 'vendor', vendorId });
  const onA = await openLiveSocket(a, user, (await signIn(a, user)).accessToken);
  const onB = await openLiveSocket(b, user, (await signIn(b, user)).accessToken);
  return { vendorId, onA, onB };
}

const dutiesOf = (socket: LiveSocket) =>
  socket.events().map((event) => ('dutyId' in event ? event.dutyId : null));

describe('two processes without Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('deliver an event committed through one to sockets on both (LISTEN/NOTIFY)', async () => {
    const { vendorId, onA, onB } = await socketsOnBoth(a, b);
    const event = dutyEvent(vendorId);
    await commitThrough(a, event);
    await expect.poll(() => dutiesOf(onB)).toEqual([event.dutyId]);
    await expect.poll(() => dutiesOf(onA)).toEqual([event.dutyId]);
    expect(onA.events()).toEqual(onB.events());
    onA.close();
    onB.close();
  });
});

describe.runIf(await redisAvailable('live-events-fanout.test.ts'))(
  'two processes with Redis',
  () => {
    const prefix = testKeyPrefix('live-events-fanout');
    let proxy: TcpProxy;
    let a: TestApp;
    let b: TestApp;
    /** Watches the channel directly, not through the proxy. */
    let watcher: Redis;
    const published: { previousId: number; events: { id: number }[] }[] = [];
    const publishedIds = () => published.flatMap((batch) => batch.events.map((e) => e.id));

    beforeAll(async () => {
      proxy = await createTcpProxy(TEST_REDIS_URL);
      const env = { REDIS_URL: proxy.url, REDIS_KEY_PREFIX: prefix };
      a = await createTestApp(env);
      b = await createTestApp(env, { databaseUrl: a.databaseUrl });
      watcher = new Redis(TEST_REDIS_URL);
      watcher.on('message', (_channel: string, raw: string) => published.push(JSON.parse(raw)));
      await watcher.subscribe(`${prefix}events`);
    });
    afterAll(async () => {
      watcher?.disconnect();
      await b?.close();
      await a?.close();
      await proxy?.close();
    });

    const linesSaying = (app: TestApp, text: string) =>
      app.logs.filter((line) => line.includes(text)).length;

    it('send an event committed through A to a socket on B through the Redis channel', async () => {
      const { vendorId, onA, onB } = await socketsOnBoth(a, b);
      // One of the two publishes: whichever took the lock.
      await vi.waitFor(() =>
        expect(
          linesSaying(a, 'publishes live events to Redis') +
            linesSaying(b, 'publishes live events to Redis'),
        ).toBe(1),
      );
      const event = dutyEvent(vendorId);
      await commitThrough(a, event);
      await expect.poll(() => dutiesOf(onB)).toEqual([event.dutyId]);
      await expect.poll(() => dutiesOf(onA)).toEqual([event.dutyId]);
      await vi.waitFor(() => expect(publishedIds()).toContain(onB.events()[0]!.id));
      // B follows the channel now instead of reading the outbox itself.
      await vi.waitFor(() => expect(linesSaying(b, 'live events arrive through Redis')).toBe(1));
      onA.close();
      onB.close();
    });

    it('keep delivering while Redis is away, and go through it again once it is back', async () => {
      const { vendorId, onA, onB } = await socketsOnBoth(a, b);
      await proxy.stop();
      await vi.waitFor(() =>
        expect(linesSaying(b, 'the Redis subscription is down; reading the outbox')).toBe(1),
      );
      const meanwhile = dutyEvent(vendorId);
      await commitThrough(a, meanwhile);
      // Each process reads the outbox itself meanwhile: locally, and on the other process too.
      await expect.poll(() => dutiesOf(onA)).toEqual([meanwhile.dutyId]);
      await expect.poll(() => dutiesOf(onB)).toEqual([meanwhile.dutyId]);
      expect(publishedIds()).not.toContain(onA.events()[0]!.id);

      await proxy.start();
      // The publisher sends what it could not (each process drops what it already has) ...
      await vi.waitFor(() => expect(publishedIds()).toContain(onA.events()[0]!.id), {
        timeout: 10_000,
      });
      // ... which B takes as Redis having caught up: it stops reading the outbox itself ...
      await vi.waitFor(() => expect(linesSaying(b, 'live events arrive through Redis')).toBe(2));
      // ... and the next event reaches it through Redis.
      const after = dutyEvent(vendorId);
      await commitThrough(b, after);
      await expect.poll(() => dutiesOf(onA)).toEqual([meanwhile.dutyId, after.dutyId]);
      await expect.poll(() => dutiesOf(onB)).toEqual([meanwhile.dutyId, after.dutyId]);
      await vi.waitFor(() => expect(publishedIds()).toContain(onA.events()[1]!.id));
      onA.close();
      onB.close();
    });
  },
);
