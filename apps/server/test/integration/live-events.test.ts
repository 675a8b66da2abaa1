import type { DomainEventDraft } from '@raahi/domain/events';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitEvent } from '../../src/core/events.js';
import { eventsJobs } from '../../src/modules/events/events.jobs.js';
import { createEventsRepository } from '../../src/modules/events/events.repository.js';
import { insertDriver, insertVendor } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { openLiveSocket, type LiveSocket } from '../helpers/live-socket.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const dutyEvent = (vendorId: string | null, driverId: string | null = null) =>
  ({
    type: 'duty.created',
    dutyId: randomUUID(),
    regId: 'DUT-000001',
    status: 'Requested',
    vendorId,
    driverId,
  }) satisfies DomainEventDraft;

const idsOf = (socket: LiveSocket) => socket.events().map((event) => event.id);

describe('live events', () => {
  let t: TestApp;
  let vendorA: string;
  let vendorB: string;
  let driverA: Awaited<ReturnType<typeof insertDriver>>;
  const tokens: Record<string, string> = {};
  let admin: LiveSocket;
  let ofVendorA: LiveSocket;
  let ofVendorB: LiveSocket;
  let driver: LiveSocket;

  beforeAll(async () => {
    t = await createTestApp();
    vendorA = (await insertVendor(t.db)).id;
    vendorB = (await insertVendor(t.db)).id;
    driverA = await insertDriver(t.db, vendorA);
    const users = {
      admin: await insertUser(t.db, { role: 'admin' }),
      vendorA: await insertUser(t.db, { role: 'VENDOR_USER', vendorId: vendorA }),
      vendorB: await insertUser(t.db, { role: 'vendor', vendorId: vendorB }),
      driver: driverA.user,
    };
    for (const [name, user] of Object.entries(users))
      tokens[name] = (await signIn(t, user)).accessToken;
    admin = await openLiveSocket(t, users.admin, tokens.admin!);
    ofVendorA = await openLiveSocket(t, users.vendorA, tokens.vendorA!);
    ofVendorB = await openLiveSocket(t, users.vendorB, tokens.vendorB!);
    driver = await openLiveSocket(t, users.driver, tokens.driver!);
  });
  afterAll(async () => {
    for (const socket of [admin, ofVendorA, ofVendorB, driver]) socket?.close();
    await t?.close();
  });

  const emit = (event: DomainEventDraft) => t.db.transaction((tx) => emitEvent(tx, event));

  it('reaches the operators, its vendor and its driver, never another vendor', async () => {
    const before = admin.events().length;
    await emit(dutyEvent(vendorA, driverA.id));
    // Vendor B's own event comes after A's: once B has it, A's was delivered (or never will be).
    await emit(dutyEvent(vendorB));
    await expect.poll(() => admin.events().length).toBe(before + 2);
    await expect.poll(() => ofVendorB.events().length).toBe(1);
    const [forA, forB] = admin.events().slice(before);
    expect(forA).toMatchObject({ type: 'duty.created', vendorId: vendorA, driverId: driverA.id });
    expect(forA!.id).toBeGreaterThan(admin.lastEventId);
    expect(ofVendorA.events()).toEqual([forA]);
    expect(driver.events()).toEqual([forA]);
    expect(ofVendorB.events()).toEqual([forB]);
    expect(ofVendorB.messages.at(-1)).toEqual({ event: 'duty.created', data: forB });
  });

  it('emits nothing for a change that is rolled back', async () => {
    const before = idsOf(admin);
    await expect(
      t.db.transaction(async (tx) => {
        await emitEvent(tx, dutyEvent(vendorA));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const committed = dutyEvent(vendorA);
    await emit(committed);
    await expect.poll(() => idsOf(admin).length).toBe(before.length + 1);
    expect(admin.events().at(-1)).toMatchObject({ dutyId: committed.dutyId });
    const replay = await t.request(`/api/events?after=${before.at(-1)}`, { token: tokens.admin });
    expect(replay.body.items.map((e: { dutyId: string }) => e.dutyId)).toEqual([committed.dutyId]);
  });

  it('delivers in id order when a later event commits first, and past an id rolled back', async () => {
    const record = dutyEvent(vendorA);
    const first = { ...record, status: 'Requested' } as const;
    const second = { ...record, type: 'duty.cancelled', status: 'Cancelled' } as const;
    const before = idsOf(admin).length;

    // The first takes its id, then waits; the second commits meanwhile.
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    let written!: () => void;
    const wroteFirst = new Promise<void>((resolve) => (written = resolve));
    const slow = t.db
      .transaction(async (tx) => {
        await emitEvent(tx, first);
        written();
        if (!(await decided)) throw new Error('rolled back');
      })
      .catch(() => 'rolled back');
    await wroteFirst;
    await emit(second);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(idsOf(admin)).toHaveLength(before); // held behind the first, which may yet commit
    finish(true);
    await slow;
    await expect.poll(() => idsOf(admin).length).toBe(before + 2);
    expect(
      admin
        .events()
        .slice(before)
        .map((event) => event.type),
    ).toEqual(['duty.created', 'duty.cancelled']);

    // An id whose transaction rolls back holds nothing up for good.
    let abandon!: (commit: boolean) => void;
    const abandoned = new Promise<boolean>((resolve) => (abandon = resolve));
    let took!: () => void;
    const tookId = new Promise<void>((resolve) => (took = resolve));
    const doomed = t.db
      .transaction(async (tx) => {
        await emitEvent(tx, dutyEvent(vendorA));
        took();
        if (!(await abandoned)) throw new Error('rolled back');
      })
      .catch(() => 'rolled back');
    await tookId;
    const after = dutyEvent(vendorA);
    await emit(after);
    abandon(false);
    expect(await doomed).toBe('rolled back');
    await expect.poll(() => admin.events().at(-1)).toMatchObject({ dutyId: after.dutyId });
    expect(idsOf(admin)).toHaveLength(before + 3);
  });

  it('replays to a reconnecting client what it missed: its own events only, after an id', async () => {
    const start = admin.events().at(-1)!.id;
    for (let i = 0; i < 3; i += 1) await emit(dutyEvent(vendorA));
    const last = dutyEvent(vendorB);
    await emit(last);
    // Wait for the last one itself: other writers (the followers) may take ids between these.
    await expect
      .poll(() => admin.events().some((event) => 'dutyId' in event && event.dutyId === last.dutyId))
      .toBe(true);

    const forAdmin = await t.request(`/api/events?after=${start}`, { token: tokens.admin });
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.body).toMatchObject({ hasMore: false, expired: false });
    expect(forAdmin.body.items).toEqual(admin.events().filter((event) => event.id > start));

    const forB = await t.request(`/api/events?after=${start}`, { token: tokens.vendorB });
    expect(forB.body.items.map((e: { vendorId: string }) => e.vendorId)).toEqual([vendorB]);
    const forDriver = await t.request(`/api/events?after=${start}`, { token: tokens.driver });
    expect(forDriver.body.items).toEqual([]);

    const fresh = await openLiveSocket(
      t,
      { id: admin.messages[0]!.data.userId, role: 'admin' },
      tokens.admin!,
    );
    expect(fresh.lastEventId).toBe(admin.events().at(-1)!.id);
    fresh.close();

    expect((await t.request('/api/events?after=-1', { token: tokens.admin })).status).toBe(400);
    expect((await t.request('/api/events?after=0')).status).toBe(401);
  });

  it("delivers at the minute's sweep what a lost notification left unread", async () => {
    // The reader looks again for a while after a gap (up to 0.5 s apart): let that end first.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = idsOf(admin).length;
    // Written as a process would that died between its commit and its notification.
    const unheard = dutyEvent(vendorA);
    const { type, ...data } = unheard;
    await t.db.execute(
      sql`insert into event_outbox (type, data, vendor_ids) values (${type}, ${JSON.stringify(data)}::jsonb, ${`{${vendorA}}`}::uuid[])`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(idsOf(admin)).toHaveLength(before);
    // A replay goes as far as this process delivered, or as far as the client says one did.
    const last = admin.events().at(-1)!.id;
    const replay = (query: string) =>
      t.request(`/api/events?after=${last}${query}`, { token: tokens.admin });
    expect((await replay('')).body.items).toEqual([]);
    expect((await replay(`&through=${last + 1}`)).body.items).toMatchObject([
      { id: last + 1, dutyId: unheard.dutyId },
    ]);
    const [sweep] = eventsJobs({ events: createEventsRepository(t.db) });
    await sweep!.run({});
    await expect.poll(() => admin.events().at(-1)).toMatchObject({ dutyId: unheard.dutyId });
    expect(ofVendorA.events().at(-1)).toMatchObject({ dutyId: unheard.dutyId });
  });

  it('keeps events a day: older ones are pruned and a replay from before them says so', async () => {
    const last = admin.events().at(-1)!.id;
    await t.db.execute(
      sql`update event_outbox set occurred_at = now() - interval '25 hours' where id <= ${last}`,
    );
    const [sweep] = eventsJobs({ events: createEventsRepository(t.db) });
    expect(await sweep!.run({})).toMatchObject({ pruned: expect.any(Number) });
    const replay = await t.request(`/api/events?after=${last - 1}`, { token: tokens.admin });
    expect(replay.body).toEqual({ items: [], hasMore: false, expired: true });
    const current = await t.request(`/api/events?after=${last}`, { token: tokens.admin });
    expect(current.body.expired).toBe(false);
  });
});
