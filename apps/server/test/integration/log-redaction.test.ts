import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn, TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('the log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('holds no password, hash or token when a write carrying them fails', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const session = await signIn(t, admin);
    // Every later write to these tables fails as a CHECK violation, whose detail is the whole
    // row (the new password's hash) and whose query's parameters hold the hash or token too.
    await t.db.execute(sql`alter table users add constraint refuse_writes check (false) not valid`);
    await t.db.execute(
      sql`alter table refresh_tokens add constraint refuse_writes check (false) not valid`,
    );
    const newPassword = 'a brand new secret 42';

    const changed = await t.request('/api/profile/password', {
      method: 'POST',
      token: session.accessToken,
      json: { currentPassword: TEST_PASSWORD, newPassword },
    });
    expect(changed.status).toBe(500);
    const signedIn = await t.request('/api/auth/admins/login', {
      method: 'POST',
      json: { email: admin.email, password: TEST_PASSWORD },
    });
    expect(signedIn.status).toBe(500);
    const refreshed = await t.request('/api/auth/refresh', {
      method: 'POST',
      json: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).not.toBe(200);

    const log = t.logs.join('\n');
    for (const secret of [
      '$argon2id$',
      admin.passwordHash!,
      newPassword,
      TEST_PASSWORD,
      session.accessToken,
      session.refreshToken,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/params: /);

    const failures = t.logs
      .filter((line) => line.includes('violates check constraint'))
      .map((line) => JSON.parse(line).err);
    expect(failures.length).toBeGreaterThanOrEqual(2);
    // The failure is still explained: the query, the constraint and the table.
    expect(failures[0].message).toMatch(/^Failed query: update "users" set "password_hash" = \$1/);
    expect(failures[0].cause).toMatchObject({ constraint: 'refuse_writes', table: 'users' });
  });

  it('replaces secret fields at any depth in whatever is logged', async () => {
    t.app.log.warn(
      {
        password: 'hunter2-top',
        input: { owner: { aadhar: '234123412346', otp: '123456', mustChangePassword: true } },
        headers: { authorization: 'Bearer abc.def.ghi' },
        tokens: [{ refreshToken: 'r-e-f-r-e-s-h' }],
      },
      'something to look at',
    );
    const line = t.logs.find((l) => l.includes('something to look at'))!;
    for (const secret of ['hunter2-top', '234123412346', '123456', 'abc.def.ghi', 'r-e-f-r-e-s-h'])
      expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({
      password: '[Redacted]',
      input: { owner: { aadhar: '[Redacted]', mustChangePassword: true } },
    });
  });
});
