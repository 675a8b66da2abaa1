import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { pushSubscriptions } from '../../src/db/schema/index.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('push registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const subscription = JSON.stringify({
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    keys: { p256dh: 'k', auth: 'a' },
  });

  it('stores the device for the signed-in user, once per token', async () => {
    const user = await insertUser(t.db, { role: 'vendor' });
    const { accessToken } = await signIn(t, user);
    const body = {
      token: subscription,
      deviceType: 'web',
      userId: user.id,
      platformInfo: 'Linux x86_64; Chrome',
    };
    const first = await t.request('/api/fcm/register-token', {
      method: 'POST',
      token: accessToken,
      json: body,
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBeTruthy();
    await t.request('/api/fcm/register-token', { method: 'POST', token: accessToken, json: body });
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ deviceType: 'web', platformInfo: 'Linux x86_64; Chrome' });
  });

  it("refuses to register a device for another user's id", async () => {
    const user = await insertUser(t.db, { role: 'vendor' });
    const other = await insertUser(t.db, { role: 'vendor' });
    const { accessToken } = await signIn(t, user);
    const res = await t.request('/api/fcm/register-token', {
      method: 'POST',
      token: accessToken,
      json: { token: subscription, deviceType: 'web', userId: other.id },
    });
    expect(res.status).toBe(403);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, other.id)),
    ).toHaveLength(0);
  });

  it('needs a signed-in user', async () => {
    const res = await t.request('/api/fcm/register-token', {
      method: 'POST',
      json: { token: subscription, deviceType: 'web', userId: randomUUID() },
    });
    expect(res.status).toBe(401);
  });

  it('publishes the VAPID public key', async () => {
    const res = await t.request('/api/push/public-key');
    expect(res.body.publicKey).toBe(t.secrets.vapidPublicKey);
  });
});

describe('live socket /ws/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function connect() {
    const socket = new WebSocket(t.url.replace('http', 'ws') + '/ws/');
    const messages: unknown[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8'))));
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    const opened = new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return { socket, messages, closed, opened };
  }

  it('acknowledges a register event carrying a valid access token', async () => {
    const user = await insertUser(t.db, { role: 'admin' });
    const { accessToken } = await signIn(t, user);
    const client = connect();
    await client.opened;
    client.socket.send(
      JSON.stringify({
        event: 'register',
        data: {
          userId: user.id,
          deviceType: 'web',
          platformInfo: 'test',
          role: 'admin',
          accessToken,
        },
      }),
    );
    await expect
      .poll(() => client.messages)
      .toEqual([
        { event: 'registered', data: { userId: user.id, lastEventId: expect.any(Number) } },
      ]);
    client.socket.close();
  });

  it('closes a registration for someone else', async () => {
    const user = await insertUser(t.db, { role: 'vendor' });
    const { accessToken } = await signIn(t, user);
    const client = connect();
    await client.opened;
    client.socket.send(
      JSON.stringify({
        event: 'register',
        data: {
          userId: randomUUID(),
          deviceType: 'web',
          platformInfo: 'x',
          role: 'vendor',
          accessToken,
        },
      }),
    );
    expect(await client.closed).toBe(4403);
  });

  it('closes unauthenticated and malformed registrations', async () => {
    const bad = connect();
    await bad.opened;
    bad.socket.send('not json');
    expect(await bad.closed).toBe(4401);

    const forged = connect();
    await forged.opened;
    forged.socket.send(
      JSON.stringify({
        event: 'register',
        data: {
          userId: randomUUID(),
          deviceType: 'web',
          platformInfo: 'x',
          role: 'admin',
          accessToken: 'a.b.c',
        },
      }),
    );
    expect(await forged.closed).toBe(4401);
  });

  it('refuses oversized messages', async () => {
    const client = connect();
    await client.opened;
    client.socket.send('x'.repeat(128 * 1024));
    expect(await client.closed).toBe(1009);
  });
});
