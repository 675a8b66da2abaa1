import { randomUUID } from 'node:crypto';
import { CHAT_PATHS } from '@raahi/domain/chat-constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { PNG, fileForm } from '../helpers/drivers.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { insertCompany, insertDriver, insertVehicle, vendorWithToken } from '../helpers/duties.js';
import { onePagePdf } from '../helpers/files.js';
import { openLiveSocket } from '../helpers/live-socket.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Live deliveries and the duty lines follow commits: give a busy machine a few seconds. */
const eventually = <T>(check: () => T | Promise<T>) =>
  vi.waitFor(check, { timeout: 5_000, interval: 50 });

type Vendor = { id: string; name: string; token: string };
type Driver = Awaited<ReturnType<typeof insertDriver>> & { token: string };

describe('chat: conversations, messages, membership and tenancy over HTTP', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let companyId: string;
  let A: Vendor;
  let B: Vendor;
  let dA: Driver;
  let dB: Driver;

  const api = (path: string) => `/api${path}`;
  const open = (token: string, json: unknown) =>
    t.request(api(CHAT_PATHS.open), { method: 'POST', token, json });
  const post = (token: string, id: string, body: string, clientId = randomUUID()) =>
    t.request(api(CHAT_PATHS.messages(id)), {
      method: 'POST',
      token,
      json: { clientId, kind: 'text', body },
    });
  const history = (token: string, id: string, query = '') =>
    t.request(api(CHAT_PATHS.messages(id)) + query, { token });
  const bodies = (res: { body: { items: { body: string | null }[] } }) =>
    res.body.items.map((m) => m.body);
  const upload = (
    token: string,
    id: string,
    bytes: Buffer,
    type: string,
    clientId = randomUUID(),
  ) =>
    t.request(`${api(CHAT_PATHS.attachments(id))}?clientId=${clientId}`, {
      method: 'POST',
      token,
      body: fileForm(bytes, type === 'application/pdf' ? 'trip.pdf' : 'photo.png', type),
    });

  async function driverWithToken(vendorId: string): Promise<Driver> {
    const driver = await insertDriver(t.db, vendorId);
    return { ...driver, token: (await signIn(t, driver.user)).accessToken };
  }

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    const adminUser = await insertUser(t.db, { role: 'admin' });
    adminId = adminUser.id;
    admin = (await signIn(t, adminUser)).accessToken;
    companyId = (await insertCompany(t.db)).id;
    A = await vendorWithToken(t);
    B = await vendorWithToken(t);
    dA = await driverWithToken(A.id);
    dB = await driverWithToken(B.id);
  });
  afterAll(() => t.close());

  const { move, bookFor } = dutyRequests(() => ({ t, admin, companyId }));

  it('operator and vendor share one conversation; another vendor gets 404 for every id', async () => {
    const byAdmin = await open(admin, { kind: 'operator-vendor', vendorId: A.id });
    expect(byAdmin.status, byAdmin.text).toBe(200);
    const byVendor = await open(A.token, { kind: 'operator-vendor' });
    expect(byVendor.body.id).toBe(byAdmin.body.id);
    expect(byVendor.body.title).toBe('Operator');
    expect(byAdmin.body.title).toBe(A.name);
    const id = byAdmin.body.id as string;

    const sent = await post(admin, id, 'Please confirm tomorrow’s airport runs');
    expect(sent.status, sent.text).toBe(201);
    const messageId = sent.body.id as string;

    // Vendor B and driver dB: whatever ids they send, the conversation is not there.
    for (const token of [B.token, dB.token]) {
      expect((await t.request(api(CHAT_PATHS.conversation(id)), { token })).status).toBe(404);
      expect((await history(token, id)).status).toBe(404);
      expect((await post(token, id, 'hello')).status).toBe(404);
      const read = await t.request(api(CHAT_PATHS.read(id)), {
        method: 'POST',
        token,
        json: { messageId },
      });
      expect(read.status).toBe(404);
      const typing = await t.request(api(CHAT_PATHS.typing(id)), { method: 'POST', token });
      expect(typing.status).toBe(404);
    }
    expect((await open(B.token, { kind: 'operator-vendor', vendorId: A.id })).status).toBe(404);
    expect((await open(dA.token, { kind: 'operator-vendor', vendorId: A.id })).status).toBe(404);
    const list = await t.request(api(CHAT_PATHS.conversations), { token: B.token });
    expect(list.body.items.map((c: { id: string }) => c.id)).not.toContain(id);
    // A message id of A's conversation, in B's own conversation: not there either.
    const own = await open(B.token, { kind: 'operator-vendor' });
    const foreign = await t.request(api(CHAT_PATHS.read(own.body.id)), {
      method: 'POST',
      token: B.token,
      json: { messageId },
    });
    expect(foreign.status).toBe(404);
  });

  it('a vendor and its driver talk privately: the operator and other vendors get 404', async () => {
    const byVendor = await open(A.token, { kind: 'vendor-driver', driverId: dA.id });
    expect(byVendor.status, byVendor.text).toBe(200);
    const byDriver = await open(dA.token, { kind: 'vendor-driver', vendorId: A.id });
    expect(byDriver.body.id).toBe(byVendor.body.id);
    const id = byVendor.body.id as string;
    expect((await post(dA.token, id, 'Vehicle serviced')).status).toBe(201);
    // Its events too: the vendor replays them, the operator never sees them.
    const replayed = async (token: string) =>
      (
        (await t.request('/api/events?after=0', { token })).body.items as {
          conversationId?: string;
        }[]
      ).filter((event) => event.conversationId === id).length;
    await eventually(async () => expect(await replayed(A.token)).toBeGreaterThan(0));
    expect(await replayed(admin)).toBe(0);

    expect((await open(admin, { kind: 'vendor-driver', driverId: dA.id })).status).toBe(404);
    expect((await history(admin, id)).status).toBe(404);
    expect((await open(B.token, { kind: 'vendor-driver', driverId: dA.id })).status).toBe(404);
    expect((await open(A.token, { kind: 'vendor-driver', driverId: dB.id })).status).toBe(404);
    expect((await open(dB.token, { kind: 'vendor-driver', vendorId: A.id })).status).toBe(404);
  });

  it('a retried send with the same client id answers the first message', async () => {
    const { body: conversation } = await open(admin, { kind: 'operator-vendor', vendorId: A.id });
    const clientId = randomUUID();
    const first = await post(A.token, conversation.id, 'Noted', clientId);
    const again = await post(A.token, conversation.id, 'Noted', clientId);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const page = await history(A.token, conversation.id);
    expect(
      page.body.items.filter((m: { clientId: string }) => m.clientId === clientId),
    ).toHaveLength(1);
    // The same client id in another conversation is a client's mistake.
    const other = await open(A.token, { kind: 'vendor-driver', driverId: dA.id });
    expect((await post(A.token, other.body.id, 'Noted', clientId)).status).toBe(409);
  });

  it('a message moves its conversation to the top of the list', async () => {
    const older = (await open(A.token, { kind: 'operator-vendor', vendorId: A.id })).body;
    const newer = (await open(A.token, { kind: 'vendor-driver', driverId: dA.id })).body;
    const setLastActivity = (id: string, hoursAgo: number) =>
      t.db.execute(sql`update conversations
        set last_message_at = now() - make_interval(hours => ${hoursAgo}) where id = ${id}`);
    await setLastActivity(older.id, 2);
    await setLastActivity(newer.id, 1);
    const listed = async () =>
      (await t.request(api(CHAT_PATHS.conversations), { token: A.token })).body.items.map(
        (c: { id: string }) => c.id,
      );
    expect((await listed()).indexOf(newer.id)).toBeLessThan((await listed()).indexOf(older.id));
    const sent = await post(A.token, older.id, 'Moving up');
    expect(sent.status).toBe(201);
    expect((await listed())[0]).toBe(older.id);
  });

  it('pages backwards through history by id, newest 50 first', async () => {
    const { body: conversation } = await open(B.token, { kind: 'vendor-driver', driverId: dB.id });
    for (let i = 1; i <= 120; i++) await post(i % 2 ? B.token : dB.token, conversation.id, `m${i}`);
    const first = await history(dB.token, conversation.id);
    expect(first.body.items).toHaveLength(50);
    expect(first.body.hasMore).toBe(true);
    expect(bodies(first).at(-1)).toBe('m120');
    expect(bodies(first)[0]).toBe('m71');
    const second = await history(dB.token, conversation.id, `?before=${first.body.items[0].id}`);
    expect(bodies(second)[0]).toBe('m21');
    const third = await history(dB.token, conversation.id, `?before=${second.body.items[0].id}`);
    expect(bodies(third)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 1}`));
    expect(third.body.hasMore).toBe(false);
  });

  it('counts unread messages, marks them read, and the author sees read', async () => {
    const { body: conversation } = await open(admin, { kind: 'operator-vendor', vendorId: B.id });
    const socket = await openLiveSocket(t, { id: adminId, role: 'admin' }, admin);
    const outsider = await insertUser(t.db, { role: 'vendor', vendorId: A.id });
    const outsiderSocket = await openLiveSocket(
      t,
      outsider,
      (await signIn(t, outsider)).accessToken,
    );
    const posted: { id: string; author: { name: string } }[] = [];
    for (const text of ['Car broke down', 'Sending another', 'ETA 20 min'])
      posted.push((await post(B.token, conversation.id, text)).body);
    const ids = posted.map((message) => message.id);
    // Live: the operator's socket hears each message, as its author was answered (named).
    await eventually(() =>
      expect(
        socket
          .events()
          .filter((e) => e.type === 'chat.message')
          .map((e) => (e as { message: unknown }).message),
      ).toEqual(posted),
    );
    expect(posted[0]!.author.name).toMatch(/\S/);
    // Typing reaches the other members' sockets, not stored; nothing reaches vendor A's people.
    const typing = await t.request(api(CHAT_PATHS.typing(conversation.id)), {
      method: 'POST',
      token: B.token,
    });
    expect(typing.status).toBe(204);
    await eventually(() =>
      expect(socket.messages.find((m) => m.event === 'chat.typing')?.data).toMatchObject({
        conversationId: conversation.id,
      }),
    );
    expect(outsiderSocket.messages.filter((m) => m.event.startsWith('chat.'))).toEqual([]);
    outsiderSocket.close();
    socket.close();
    const listed = await t.request(
      api(`${CHAT_PATHS.conversations}?q=${encodeURIComponent(B.name)}`),
      {
        token: admin,
      },
    );
    const row = listed.body.items.find((c: { id: string }) => c.id === conversation.id);
    expect(row.unreadCount).toBe(3);
    expect(row.lastMessage.body).toBe('ETA 20 min');
    expect(
      (await t.request(api(CHAT_PATHS.unread), { token: admin })).body.total,
    ).toBeGreaterThanOrEqual(3);

    const read = await t.request(api(CHAT_PATHS.read(conversation.id)), {
      method: 'POST',
      token: admin,
      json: { messageId: ids[1] },
    });
    expect(read.status, read.text).toBe(200);
    expect(read.body.unreadCount).toBe(1);
    const seen = await history(B.token, conversation.id);
    const states = Object.fromEntries(
      seen.body.items.map((m: { id: string; state: string }) => [m.id, m.state]),
    );
    expect([states[ids[0]!], states[ids[1]!], states[ids[2]!]]).toEqual(['read', 'read', 'sent']);
    // Markers never move back.
    const back = await t.request(api(CHAT_PATHS.read(conversation.id)), {
      method: 'POST',
      token: admin,
      json: { messageId: ids[0] },
    });
    expect(back.body.lastReadMessageId).toBe(ids[1]);
  });

  it('an admin hides a message: audited, shown as hidden to everyone', async () => {
    const { body: conversation } = await open(admin, { kind: 'operator-vendor', vendorId: A.id });
    const rude = await post(A.token, conversation.id, 'something rude');
    const path = api(CHAT_PATHS.hide(conversation.id, rude.body.id));
    expect((await t.request(path, { method: 'POST', token: A.token })).status).toBe(403);
    const hidden = await t.request(path, { method: 'POST', token: admin });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body).toMatchObject({ kind: 'hidden', body: null, attachment: null });
    const seen = await history(A.token, conversation.id);
    const shown = seen.body.items.find((m: { id: string }) => m.id === rude.body.id);
    expect(shown).toMatchObject({ kind: 'hidden', body: null });
    expect(shown.hiddenAt).not.toBeNull();
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, rude.body.id));
    expect(audit.map((a) => a.action)).toEqual(['hidden']);
  });

  it('stores images and PDFs through the document checks and refuses bad files', async () => {
    const { body: conversation } = await open(admin, { kind: 'operator-vendor', vendorId: A.id });
    const clientId = randomUUID();
    const image = await upload(A.token, conversation.id, PNG, 'image/png', clientId);
    expect(image.status, image.text).toBe(201);
    expect(image.body.kind).toBe('image');
    expect((await upload(A.token, conversation.id, PNG, 'image/png', clientId)).body.id).toBe(
      image.body.id,
    );
    const file = await t.request(image.body.attachment.url, { token: admin });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const thumb = await t.request(`${image.body.attachment.url}?thumbnail=true`, { token: admin });
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await t.request(image.body.attachment.url, { token: B.token })).status).toBe(404);

    const pdf = await upload(admin, conversation.id, onePagePdf(), 'application/pdf');
    expect(pdf.status, pdf.text).toBe(201);
    expect(pdf.body.kind).toBe('pdf');

    const text = await upload(A.token, conversation.id, Buffer.from('just text'), 'text/plain');
    expect(text.status).toBe(415);
    const fakePdf = await upload(
      A.token,
      conversation.id,
      Buffer.from('%PDF-1.4 nonsense'),
      'application/pdf',
    );
    expect(fakePdf.status).toBeGreaterThanOrEqual(400);
    expect(fakePdf.status).toBeLessThan(500);
    const huge = await upload(
      A.token,
      conversation.id,
      Buffer.alloc(11 * 1024 * 1024, 1),
      'image/png',
    );
    expect(huge.status).toBe(413);
    expect((await upload(B.token, conversation.id, PNG, 'image/png')).status).toBe(404);
  });

  it('a duty conversation follows reassignment; who left reads only what was said before', async () => {
    const duty = await bookFor(A.id, 30);
    const crewA = { driverId: dA.id, vehicleId: (await insertVehicle(t.db, A.id)).id };
    expect((await move(duty.id, 'assign', crewA)).status).toBe(200);

    const forDriver = await open(dA.token, { kind: 'duty', dutyId: duty.id });
    expect(forDriver.status, forDriver.text).toBe(200);
    const id = forDriver.body.id as string;
    // System lines for the booking with its vendor and for the crew.
    await eventually(async () =>
      expect(
        bodies(await history(admin, id)).filter((b) => b?.startsWith('Assigned to')),
      ).toHaveLength(2),
    );
    const quick = await t.request(api(CHAT_PATHS.messages(id)), {
      method: 'POST',
      token: dA.token,
      json: { clientId: randomUUID(), kind: 'quick-reply', body: 'Reached pickup' },
    });
    expect(quick.status, quick.text).toBe(201);
    expect((await open(B.token, { kind: 'duty', dutyId: duty.id })).status).toBe(404);

    expect((await move(duty.id, 'assign-vendor', { vendorId: B.id })).status).toBe(200);
    await eventually(async () =>
      expect(
        (await t.request(api(CHAT_PATHS.conversation(id)), { token: A.token })).body.canPost,
      ).toBe(false),
    );
    const byB = await open(B.token, { kind: 'duty', dutyId: duty.id });
    expect(byB.status, byB.text).toBe(200);
    expect(byB.body.id).toBe(id);
    expect((await post(B.token, id, 'B takes over')).status).toBe(201);

    for (const token of [A.token, dA.token]) {
      const seen = bodies(await history(token, id));
      expect(seen).toContain('Reached pickup');
      expect(seen).not.toContain('B takes over');
      expect((await post(token, id, 'still here?')).status).toBe(403);
    }
    // B, now a member, reads the whole history.
    expect(bodies(await history(B.token, id))).toEqual(
      expect.arrayContaining(['Reached pickup', 'B takes over']),
    );
    // The former members' list still has it, read-only.
    const listed = await t.request(api(CHAT_PATHS.conversations), { token: A.token });
    const row = listed.body.items.find((c: { id: string }) => c.id === id);
    expect(row.canPost).toBe(false);
    expect(row.lastMessage.body).not.toBe('B takes over');
  });
});
