import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { insertUser, signIn, TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// Smallest valid PNG (1×1).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function photoForm(bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('pic', new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

describe('own profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads and edits name, email and phone, audited', async () => {
    const user = await insertUser(t.db, { role: 'vendor' });
    const { accessToken } = await signIn(t, user);
    const res = await t.request('/api/profile', {
      method: 'PATCH',
      token: accessToken,
      json: { name: '  Ramesh Gowda ', email: 'Ramesh@Example.IN', phone: '+91 98450 12345' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Ramesh Gowda',
      email: 'ramesh@example.in',
      phone: '9845012345',
    });
    const again = await t.request('/api/profile', { token: accessToken });
    expect(again.body.name).toBe('Ramesh Gowda');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    const change = audit.find((a) => a.action === 'profile-updated');
    expect(change?.before).toMatchObject({ name: user.name });
    expect(change?.after).toMatchObject({ name: 'Ramesh Gowda' });
  });

  it('refuses an email another account uses with 409 naming the field', async () => {
    const taken = await insertUser(t.db, { role: 'admin' });
    const user = await insertUser(t.db, { role: 'ADMIN_USER' });
    const { accessToken } = await signIn(t, user);
    const res = await t.request('/api/profile', {
      method: 'PATCH',
      token: accessToken,
      json: { email: taken.email },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.details).toEqual({ field: 'email' });
    expect((await t.request('/api/profile', { token: accessToken })).body.email).toBe(user.email);
  });

  it('ignores fields it does not own (no mass assignment of role or status)', async () => {
    const user = await insertUser(t.db, { role: 'VENDOR_USER' });
    const { accessToken } = await signIn(t, user);
    const res = await t.request('/api/profile', {
      method: 'PATCH',
      token: accessToken,
      json: {
        name: 'New Name',
        role: 'admin',
        accountStatus: 'Active',
        approvalStatus: 'Approved',
        id: randomUUID(),
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, role: 'VENDOR_USER', name: 'New Name' });
  });

  it('changes the password only with the current one, and signs out other devices', async () => {
    const user = await insertUser(t.db, { role: 'admin' });
    const here = await signIn(t, user);
    const elsewhere = await signIn(t, user);

    const wrong = await t.request('/api/profile/password', {
      method: 'POST',
      token: here.accessToken,
      json: { currentPassword: 'nope', newPassword: 'a much better passphrase' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0].path).toBe('body.currentPassword');

    const ok = await t.request('/api/profile/password', {
      method: 'POST',
      token: here.accessToken,
      json: { currentPassword: TEST_PASSWORD, newPassword: 'a much better passphrase' },
    });
    expect(ok.status).toBe(200);
    const refreshElsewhere = await t.request('/api/auth/refresh', {
      method: 'POST',
      json: { refreshToken: elsewhere.refreshToken },
    });
    expect(refreshElsewhere.status).toBe(401);
    const refreshHere = await t.request('/api/auth/refresh', {
      method: 'POST',
      json: { refreshToken: here.refreshToken },
    });
    expect(refreshHere.status).toBe(200);
    const login = await t.request('/api/auth/admins/login', {
      method: 'POST',
      json: { email: user.email, password: 'a much better passphrase' },
    });
    expect(login.status).toBe(200);
  });

  it('uploads, serves and removes a profile photo', async () => {
    const user = await insertUser(t.db, { role: 'vendor' });
    const { accessToken } = await signIn(t, user);
    const up = await t.request('/api/profile/pic', {
      method: 'PUT',
      token: accessToken,
      body: photoForm(PNG, 'me.png', 'image/png'),
    });
    expect(up.status).toBe(200);
    expect(up.body.pic).toMatch(new RegExp(`^/api/users/${user.id}/pic\\?v=\\d+$`));

    const photo = await fetch(t.url + up.body.pic, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    // Kept as encoded again from its pixels, not as sent.
    expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
    expect((await fetch(t.url + up.body.pic)).status).toBe(401);

    const removed = await t.request('/api/profile/pic', { method: 'DELETE', token: accessToken });
    expect(removed.body.pic).toBeNull();
    expect((await t.request(`/api/users/${user.id}/pic`, { token: accessToken })).status).toBe(404);
  });

  it('judges uploads by content: HTML or SVG named .png is 415, oversized is 413', async () => {
    const user = await insertUser(t.db, { role: 'vendor' });
    const { accessToken } = await signIn(t, user);
    const html = await t.request('/api/profile/pic', {
      method: 'PUT',
      token: accessToken,
      body: photoForm(Buffer.from('<html><script>alert(1)</script></html>'), 'me.png', 'image/png'),
    });
    expect(html.status).toBe(415);
    const svg = await t.request('/api/profile/pic', {
      method: 'PUT',
      token: accessToken,
      body: photoForm(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'me.jpg',
        'image/jpeg',
      ),
    });
    expect(svg.status).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await t.request('/api/profile/pic', {
      method: 'PUT',
      token: accessToken,
      body: photoForm(big, 'big.png', 'image/png'),
    });
    expect(tooBig.status).toBe(413);
    expect((await t.request('/api/profile', { token: accessToken })).body.pic).toBeNull();
  });
});

describe("other people's profiles", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('follows the permission table: operators see all, vendors their own people, others 404', async () => {
    const vendorA = randomUUID();
    const vendorB = randomUUID();
    const admin = await insertUser(t.db, { role: 'admin' });
    const ownerA = await insertUser(t.db, { role: 'vendor', vendorId: vendorA });
    const staffA = await insertUser(t.db, { role: 'VENDOR_USER', vendorId: vendorA });
    const staffB = await insertUser(t.db, { role: 'VENDOR_USER', vendorId: vendorB });
    const driverA = await insertUser(t.db, { role: 'driver', vendorId: vendorA });

    const asAdmin = (await signIn(t, admin)).accessToken;
    const asOwnerA = (await signIn(t, ownerA)).accessToken;
    const asDriver = (await signIn(t, driverA)).accessToken;

    expect((await t.request(`/api/users/${staffB.id}`, { token: asAdmin })).status).toBe(200);
    expect((await t.request(`/api/users/${staffA.id}`, { token: asOwnerA })).status).toBe(200);
    const foreign = await t.request(`/api/users/${staffB.id}`, { token: asOwnerA });
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain(staffB.name);
    expect((await t.request(`/api/users/${ownerA.id}`, { token: asDriver })).status).toBe(404);
    expect((await t.request(`/api/users/${driverA.id}`, { token: asDriver })).status).toBe(200);
    expect((await t.request(`/api/users/${randomUUID()}`, { token: asAdmin })).status).toBe(404);
    expect((await t.request('/api/users/not-a-uuid', { token: asAdmin })).status).toBe(400);
  });
});
