import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/db/schema/index.js';
import { createSessionsRepository } from '../../src/modules/auth/sessions.repository.js';
import { createAccountStatusChanger } from '../../src/modules/users/account-status.js';
import { createUsersRepository } from '../../src/modules/users/users.repository.js';
import { createUsersService } from '../../src/modules/users/users.service.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('sessions and token refresh', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.request('/api/auth/refresh', { method: 'POST', json: { refreshToken } });
  const profile = (token: string) => t.request('/api/profile', { token });

  it('rotates: each refresh gives new tokens and spends the old refresh token', async () => {
    const user = await insertUser(t.db, { role: 'vendor' });
    const session = await signIn(t, user);
    const first = await refresh(session.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(session.refreshToken);
    expect((await profile(first.body.accessToken)).body.id).toBe(user.id);
    const second = await refresh(first.body.refreshToken);
    expect(second.status).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    const user = await insertUser(t.db, { role: 'admin' });
    const session = await signIn(t, user);
    const rotated = await refresh(session.refreshToken);
    expect(rotated.status).toBe(200);

    const replay = await refresh(session.refreshToken);
    expect(replay.status).toBe(401);
    // The thief's replay also ends the legitimate holder's newer token.
    expect((await refresh(rotated.body.refreshToken)).status).toBe(401);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('lets at most one of two concurrent refreshes with one token succeed', async () => {
    const user = await insertUser(t.db, { role: 'VENDOR_USER' });
    const session = await signIn(t, user);
    const results = await Promise.all([
      refresh(session.refreshToken),
      refresh(session.refreshToken),
    ]);
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    expect(results.some((r) => r.status === 401)).toBe(true);
  });

  it('refuses unknown, malformed and expired refresh tokens', async () => {
    expect((await refresh('x'.repeat(43))).status).toBe(401);
    expect((await refresh('short')).status).toBe(400);
    const user = await insertUser(t.db, { role: 'vendor' });
    const session = await signIn(t, user);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it('blocking an account from another process refuses its access token as soon as the change is notified, and revokes its sessions', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const user = await insertUser(t.db, { role: 'vendor' });
    const session = await signIn(t, user);
    expect((await profile(session.accessToken)).status).toBe(200);
    expect((await profile(session.accessToken)).status).toBe(200); // now cached

    // A changer of its own, like another server process: only the database's notification
    // reaches this app's account cache.
    const users = createUsersService({
      users: createUsersRepository(t.db),
      endSessions: createSessionsRepository(t.db).revokeAllOf,
    });
    const changer = createAccountStatusChanger(t.db, users);
    await changer.change({ id: admin.id, role: 'admin' }, user.id, 'Blocked');

    await expect
      .poll(async () => (await profile(session.accessToken)).status, { timeout: 2000 })
      .toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    const signInAgain = await t.request('/api/auth/vendors/login', {
      method: 'POST',
      json: { email: user.email, password: 'correct horse battery' },
    });
    expect(signInAgain.status).toBe(403);
  });
});

describe('access tokens', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof insertUser>>;
  let session: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    user = await insertUser(t.db, { role: 'admin' });
    session = await signIn(t, user);
  });
  afterAll(() => t.close());

  const sign = (claims: Record<string, unknown>, secret: string, alg = 'HS256', expires = '15m') =>
    new SignJWT({ role: 'admin', typ: 'access', sid: 'x', ...claims })
      .setProtectedHeader({ alg })
      .setSubject(user.id)
      .setIssuer('raahi')
      .setAudience('raahi-api')
      .setIssuedAt()
      .setExpirationTime(expires)
      .sign(new TextEncoder().encode(secret));

  it('accepts the token it issued', async () => {
    expect((await t.request('/api/profile', { token: session.accessToken })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.request('/api/profile');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('refuses alg "none"', async () => {
    const [, payload] = session.accessToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await t.request('/api/profile', { token: `${header}.${payload}.` })).status).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const forged = await sign({}, 'another-secret-that-is-long-enough-000');
    expect((await t.request('/api/profile', { token: forged })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const expired = await sign({}, t.secrets.jwtSecret, 'HS256', '-1m');
    expect((await t.request('/api/profile', { token: expired })).status).toBe(401);
  });

  it('refuses a changed payload', async () => {
    const [header, payload, signature] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, role: 'driver' })).toString(
      'base64url',
    );
    expect(
      (await t.request('/api/profile', { token: `${header}.${tampered}.${signature}` })).status,
    ).toBe(401);
  });

  it('refuses a refresh token used as an access token', async () => {
    expect((await t.request('/api/profile', { token: session.refreshToken })).status).toBe(401);
  });

  it('refuses a valid signature over a non-access token type', async () => {
    const other = await sign({ typ: 'refresh' }, t.secrets.jwtSecret);
    expect((await t.request('/api/profile', { token: other })).status).toBe(401);
  });
});
