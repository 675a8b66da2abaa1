import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { auditLog, refreshTokens } from '../../src/db/schema/index.js';
import { insertUser, signIn, TEST_PASSWORD } from '../helpers/factories.js';
import { bookingInput, insertCompany, insertVendor } from '../helpers/duties.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/** A live socket registered with a session's access token, recording what it receives. */
async function liveSocket(
  t: TestApp,
  user: { id: string; role: string },
  session: Session,
  origin?: string,
) {
  const socket = new WebSocket(t.url.replace('http', 'ws') + '/ws/', {
    headers: origin ? { origin } : {},
  });
  const messages: { event: string; data: unknown }[] = [];
  let closedWith: number | undefined;
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8'))));
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code) => resolve((closedWith = code))),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(
    JSON.stringify({
      event: 'register',
      data: {
        userId: user.id,
        deviceType: 'web',
        platformInfo: 'test',
        role: user.role,
        accessToken: session.accessToken,
      },
    }),
  );
  await expect.poll(() => messages.map((m) => m.event)).toEqual(['registered']);
  return { socket, messages, closed, isOpen: () => closedWith === undefined };
}

describe('ending a session ends it everywhere, at once', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof insertUser>>;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await insertUser(t.db, { role: 'admin' });
    adminToken = (await signIn(t, admin)).accessToken;
  });
  afterAll(() => t.close());

  const profile = (token: string) => t.request('/api/profile', { token });
  const refresh = (refreshToken: string) =>
    t.request('/api/auth/refresh', { method: 'POST', json: { refreshToken } });
  const logout = (refreshToken: string) =>
    t.request('/api/auth/logout', { method: 'POST', json: { refreshToken } });
  const securityEvents = (action: string, userId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'security'),
          eq(auditLog.action, action),
          eq(auditLog.entityId, userId),
        ),
      );

  it('logout refuses the access token on the very next request, closes the session’s socket, and is audited', async () => {
    const user = await insertUser(t.db, { role: 'vendor' });
    const session = await signIn(t, user);
    const other = await signIn(t, user);
    expect((await profile(session.accessToken)).status).toBe(200);
    expect((await profile(session.accessToken)).status).toBe(200); // now cached
    const socket = await liveSocket(t, user, session);
    const otherSocket = await liveSocket(t, user, other);

    expect((await logout(session.refreshToken)).status).toBe(200);
    expect((await profile(session.accessToken)).status).toBe(401);
    expect(await socket.closed).toBe(4401);
    // The user's other sign-in goes on.
    expect((await profile(other.accessToken)).status).toBe(200);
    expect(otherSocket.isOpen()).toBe(true);
    otherSocket.socket.close();

    const [event, ...more] = await securityEvents('signed-out', user.id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ actorId: user.id, actorRole: 'vendor', ip: '127.0.0.1' });
    expect(event!.createdAt).toBeInstanceOf(Date);
    expect(JSON.stringify(event)).not.toContain(session.refreshToken);
    // Signing out again ends nothing more and records nothing more.
    expect((await logout(session.refreshToken)).status).toBe(200);
    expect(await securityEvents('signed-out', user.id)).toHaveLength(1);
  });

  it('a replayed refresh token refuses every access token of its family, and is audited', async () => {
    const user = await insertUser(t.db, { role: 'admin' });
    const session = await signIn(t, user);
    const rotated = await refresh(session.refreshToken);
    expect(rotated.status).toBe(200);
    expect((await profile(rotated.body.accessToken)).status).toBe(200);
    expect((await profile(session.accessToken)).status).toBe(200);
    const socket = await liveSocket(t, user, { ...session, ...rotated.body });

    expect((await refresh(session.refreshToken)).status).toBe(401); // the replay
    expect((await profile(rotated.body.accessToken)).status).toBe(401);
    expect((await profile(session.accessToken)).status).toBe(401);
    expect(await socket.closed).toBe(4401);

    const events = await securityEvents('session-revoked-reuse', user.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: user.id, ip: '127.0.0.1' });
    const recorded = JSON.stringify(events[0]);
    for (const secret of [session.refreshToken, rotated.body.refreshToken])
      expect(recorded).not.toContain(secret);
  });

  it('a password change refuses the other sessions’ access tokens and closes their sockets; the current one goes on', async () => {
    const user = await insertUser(t.db, {
      role: 'VENDOR_USER',
      vendorId: (await insertVendor(t.db)).id,
    });
    const here = await signIn(t, user);
    const elsewhere = await signIn(t, user);
    expect((await profile(elsewhere.accessToken)).status).toBe(200);
    const hereSocket = await liveSocket(t, user, here);
    const elsewhereSocket = await liveSocket(t, user, elsewhere);

    const changed = await t.request('/api/profile/password', {
      method: 'POST',
      token: here.accessToken,
      json: { currentPassword: TEST_PASSWORD, newPassword: 'saffron lantern orbits 1947' },
    });
    expect(changed.status).toBe(200);
    expect((await profile(elsewhere.accessToken)).status).toBe(401);
    expect((await profile(here.accessToken)).status).toBe(200);
    expect(await elsewhereSocket.closed).toBe(4401);
    expect(hereSocket.isOpen()).toBe(true);
    hereSocket.socket.close();
  });

  it('a sign-in ended by another process is refused as soon as the database notifies it', async () => {
    const user = await insertUser(t.db, { role: 'admin' });
    const session = await signIn(t, user);
    expect((await profile(session.accessToken)).status).toBe(200);
    expect((await profile(session.accessToken)).status).toBe(200); // now cached
    const socket = await liveSocket(t, user, session);

    // Plain SQL, as another server process would revoke it: only the notification reaches us.
    await t.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.userId, user.id));
    await expect
      .poll(async () => (await profile(session.accessToken)).status, { timeout: 2000 })
      .toBe(401);
    expect(await socket.closed).toBe(4401);
  });

  it("blocking a vendor closes its users' sockets, which receive none of its duties' events after", async () => {
    const vendor = await insertVendor(t.db);
    const owner = await insertUser(t.db, { role: 'vendor', vendorId: vendor.id });
    const ownerSocket = await liveSocket(t, owner, await signIn(t, owner));
    const adminSocket = await liveSocket(t, admin, await signIn(t, admin));
    const companyId = (await insertCompany(t.db)).id;

    const booked = await t.request('/api/trip/create-trip', {
      method: 'POST',
      token: adminToken,
      json: bookingInput(companyId, { vendorId: vendor.id }),
    });
    expect(booked.status, booked.text).toBe(201);
    await expect.poll(() => ownerSocket.messages.map((m) => m.event)).toContain('duty.created');

    const blocked = await t.request(`/api/accounts/vendors/${vendor.id}/block`, {
      method: 'POST',
      token: adminToken,
      json: {},
    });
    expect(blocked.status, blocked.text).toBe(200);
    expect(await ownerSocket.closed).toBe(4401);
    const heard = ownerSocket.messages.length;

    const cancelled = await t.request(`/api/trip/${booked.body.id}/cancel`, {
      method: 'POST',
      token: adminToken,
      json: { reason: 'Vendor blocked' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    // The operator hears of it; the blocked vendor's owner does not.
    await expect
      .poll(() => adminSocket.messages.filter((m) => m.event.startsWith('duty.')).length)
      .toBe(2);
    expect(ownerSocket.messages).toHaveLength(heard);
    adminSocket.socket.close();
  });

  it.each(['deactivate', 'delete'])(
    'to %s a staff account closes its socket and refuses its token',
    async (action) => {
      const vendor = await insertVendor(t.db);
      const owner = await insertUser(t.db, { role: 'vendor', vendorId: vendor.id });
      const staff = await insertUser(t.db, { role: 'VENDOR_USER', vendorId: vendor.id });
      const session = await signIn(t, staff);
      const socket = await liveSocket(t, staff, session);

      const res = await t.request(`/api/records/employees/${staff.id}/${action}`, {
        method: 'POST',
        token: (await signIn(t, owner)).accessToken,
      });
      expect(res.status, res.text).toBe(200);
      expect(await socket.closed).toBe(4401);
      expect((await profile(session.accessToken)).status).toBe(401);
    },
  );

  it('re-checks every socket when it listens again after losing the notifications', async () => {
    const user = await insertUser(t.db, { role: 'admin' });
    const socket = await liveSocket(t, user, await signIn(t, user));
    const listeners = sql`from pg_stat_activity
      where application_name = 'raahi-accounts' and datname = current_database()`;
    await t.db.execute(sql`select pg_terminate_backend(pid) ${listeners}`);
    await expect
      .poll(async () => (await t.db.execute(sql`select pid ${listeners}`)).rows.length)
      .toBe(0);

    // Revoked while nobody listens (the app listens again a second later): no notification.
    await t.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.userId, user.id));
    expect(await socket.closed).toBe(4401);
  });
});

describe('the live socket checks Origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://raahi.example.in/',
      CORS_ORIGINS: 'https://ops.example.in, https://fleet.example.in',
    });
  });
  afterAll(() => t.close());

  const handshake = (origin?: string) =>
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(t.url.replace('http', 'ws') + '/ws/', {
        headers: origin ? { origin } : {},
      });
      socket.once('open', () => {
        socket.close();
        resolve(101);
      });
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('error', reject);
    });

  it('refuses a handshake from another origin, or with none, once the origins are set', async () => {
    expect(await handshake('https://evil.example.com')).toBe(403);
    expect(await handshake('http://raahi.example.in')).toBe(403);
    expect(await handshake()).toBe(403);
  });

  it("accepts PUBLIC_URL's origin and each of CORS_ORIGINS", async () => {
    expect(await handshake('https://raahi.example.in')).toBe(101);
    expect(await handshake('https://ops.example.in')).toBe(101);
    expect(await handshake('https://fleet.example.in')).toBe(101);
    const user = await insertUser(t.db, { role: 'admin' });
    const live = await liveSocket(t, user, await signIn(t, user), 'https://raahi.example.in');
    live.socket.close();
  });
});

describe('the live socket without configured origins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('accepts any origin, as a development setup needs', async () => {
    const user = await insertUser(t.db, { role: 'admin' });
    const live = await liveSocket(t, user, await signIn(t, user), 'http://localhost:5173');
    live.socket.close();
  });
});
