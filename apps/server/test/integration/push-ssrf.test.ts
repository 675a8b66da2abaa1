import { createECDH, randomBytes } from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/db/schema/index.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** A subscription as a browser makes it, with real keys so web-push would encrypt and send. */
function subscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return JSON.stringify({
    endpoint,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  });
}

/**
 * `localhost` is listed as a push service here: a name this machine resolves (to 127.0.0.1)
 * without asking any DNS server, standing for a listed name that points inside the network.
 * A listener on loopback counts every connection that reaches it.
 */
describe('push subscriptions cannot make the server reach private addresses', () => {
  let t: TestApp;
  let listener: net.Server;
  let port: number;
  let connections = 0;
  beforeAll(async () => {
    listener = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as net.AddressInfo).port;
    t = await createTestApp({ PUSH_SERVICE_HOSTS: 'localhost, fcm.googleapis.com' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => listener.close(resolve));
  });

  async function signedIn() {
    const user = await insertUser(t.db, { role: 'vendor' });
    return { user, token: (await signIn(t, user)).accessToken };
  }
  const register = (token: string, userId: string, endpoint: string) =>
    t.request('/api/fcm/register-token', {
      method: 'POST',
      token,
      json: { token: subscription(endpoint), deviceType: 'web', userId },
    });
  const devicesOf = (userId: string) =>
    t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const sendTest = (token: string) => t.request('/api/push/test', { method: 'POST', token });

  it.each([
    ['http://localhost/push', 'The push endpoint must use https.'],
    ['https://push.example.in/abc', 'This push service is not one that this server sends'],
    ['https://127.0.0.1/abc', 'without an address or credentials'],
    ['https://[::1]/abc', 'without an address or credentials'],
  ])('refuses to register %s', async (endpoint, message) => {
    const { user, token } = await signedIn();
    const res = await register(token, user.id, endpoint);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details).toEqual([
      { path: 'body.token', message: expect.stringContaining(message) },
    ]);
    expect(await devicesOf(user.id)).toHaveLength(0);
  });

  it('refuses a token that is not a push subscription', async () => {
    const { user, token } = await signedIn();
    const res = await t.request('/api/fcm/register-token', {
      method: 'POST',
      token,
      json: { token: 'an-fcm-registration-token', deviceType: 'web', userId: user.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe('body.token');
  });

  it('registers a listed service by name without resolving it', async () => {
    const { user, token } = await signedIn();
    const res = await register(token, user.id, 'https://fcm.googleapis.com/fcm/send/abc');
    expect(res.status).toBe(200);
    expect(await devicesOf(user.id)).toHaveLength(1);
  });

  it('never connects to a listed name that resolves to a loopback address', async () => {
    const { user, token } = await signedIn();
    expect((await register(token, user.id, `https://localhost:${port}/push/abc`)).status).toBe(200);

    expect((await sendTest(token)).status).toBe(200);
    await expect
      .poll(() => t.logs.some((l) => l.includes('push delivery refused') && l.includes(user.id)))
      .toBe(true);
    expect(connections).toBe(0);
  });

  it('answers the test the same whatever happens to delivery', async () => {
    const refused = await signedIn();
    await register(refused.token, refused.user.id, `https://localhost:${port}/push/abc`);
    const none = await signedIn();
    // Stored before these checks existed: plain http to a local port. It is dropped, not sent to.
    const stale = await signedIn();
    await t.db.insert(pushSubscriptions).values({
      userId: stale.user.id,
      token: subscription(`http://127.0.0.1:${port}/push/abc`),
      deviceType: 'web',
    });

    const answers = [
      await sendTest(refused.token),
      await sendTest(none.token),
      await sendTest(stale.token),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0]!.body);
    }
    await expect.poll(async () => (await devicesOf(stale.user.id)).length).toBe(0);
    await expect
      .poll(() =>
        t.logs.some((l) => l.includes('push delivery refused') && l.includes(refused.user.id)),
      )
      .toBe(true);
    expect(connections).toBe(0);
  });
});
