import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../src/db/schema/index.js';
import { insertUser, signIn, uniquePhone } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const newStaff = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kavya Shetty',
  email: `kavya-${randomUUID().slice(0, 8)}@example.in`,
  phone: uniquePhone(),
  jobRole: 'dispatch_officer',
  ...overrides,
});

describe('employees', () => {
  let t: TestApp;
  let admin: string;
  let vendorA: string;
  let vendorB: string;
  let vendorAId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    vendorAId = randomUUID();
    vendorA = (await signIn(t, await insertUser(t.db, { role: 'vendor', vendorId: vendorAId })))
      .accessToken;
    vendorB = (await signIn(t, await insertUser(t.db, { role: 'vendor', vendorId: randomUUID() })))
      .accessToken;
  });
  afterAll(() => t.close());

  const create = (token: string, json: unknown) =>
    t.request('/api/records/employees', { method: 'POST', token, json });

  it('a vendor adds a VENDOR_USER with a temporary password, who must change it first', async () => {
    const input = newStaff();
    const res = await create(vendorA, input);
    expect(res.status).toBe(201);
    expect(res.body.employee).toMatchObject({
      role: 'VENDOR_USER',
      vendorId: vendorAId,
      jobRole: 'dispatch_officer',
      mustChangePassword: true,
      regId: expect.stringMatching(/^EMP-\d{6}$/),
      createdBy: { name: expect.any(String) },
    });
    const temporary = res.body.temporaryPassword as string;
    expect(temporary).toMatch(/^[A-Za-z2-9]{12}$/);

    const login = await t.request('/api/auth/vendors/login', {
      method: 'POST',
      json: { email: input.email, password: temporary },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.mustChangePassword).toBe(true);
    const token = login.body.accessToken;
    const blocked = await t.request('/api/companies', {
      method: 'POST',
      token,
      json: { name: 'x' },
    });
    expect(blocked.status).toBe(403);
    expect(
      (await t.request(`/api/accounts/vendors/${vendorAId}`, { token })).body.error.details,
    ).toEqual({
      reason: 'password-change-required',
    });

    const changed = await t.request('/api/profile/password', {
      method: 'POST',
      token,
      json: { currentPassword: temporary, newPassword: 'my own new password' },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('/api/profile', { token })).body.mustChangePassword).toBe(false);
    expect((await t.request('/api/accounts/vendors/' + vendorAId, { token })).status).toBe(404);
  });

  it('an admin adds an ADMIN_USER by invitation, which works once and expires', async () => {
    const input = newStaff({ jobRole: 'operations_manager' });
    const res = await create(admin, { ...input, onboarding: 'invitation' });
    expect(res.status).toBe(201);
    expect(res.body.temporaryPassword).toBeUndefined();
    expect(res.body.employee).toMatchObject({ role: 'ADMIN_USER', vendorId: null });
    const path = res.body.invitation.path as string;
    const token = path.split('/').pop()!;
    expect(new Date(res.body.invitation.expiresAt).getTime()).toBeGreaterThan(
      Date.now() + 71 * 3600_000,
    );

    const peek = await t.request(`/api/auth/invitations/${token}`);
    expect(peek.body).toMatchObject({ name: input.name, email: input.email });
    const accepted = await t.request('/api/auth/invitations/accept', {
      method: 'POST',
      json: { token, password: 'chosen by me 123' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ role: 'ADMIN_USER', mustChangePassword: false });
    expect(
      (
        await t.request('/api/auth/invitations/accept', {
          method: 'POST',
          json: { token, password: 'second try 12345' },
        })
      ).status,
    ).toBe(404);

    const late = await create(admin, { ...newStaff(), onboarding: 'invitation' });
    const lateToken = (late.body.invitation.path as string).split('/').pop()!;
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.userId, late.body.employee.id));
    expect((await t.request(`/api/auth/invitations/${lateToken}`)).status).toBe(404);
    expect(
      (
        await t.request('/api/auth/invitations/accept', {
          method: 'POST',
          json: { token: lateToken, password: 'too late 123456' },
        })
      ).status,
    ).toBe(404);
  });

  it('keeps vendors apart: vendor B cannot see or change vendor A’s staff (404)', async () => {
    const { body } = await create(vendorA, newStaff());
    const id = body.employee.id;
    expect((await t.request(`/api/records/employees/${id}`, { token: vendorB })).status).toBe(404);
    expect(
      (
        await t.request(`/api/records/employees/${id}`, {
          method: 'PATCH',
          token: vendorB,
          json: { name: 'Taken Over' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/records/employees/${id}/block`, { method: 'POST', token: vendorB }))
        .status,
    ).toBe(404);
    const listB = await t.request('/api/records/employees?pageSize=100', { token: vendorB });
    expect(listB.body.items.map((e: { id: string }) => e.id)).not.toContain(id);
    // Nor does the operator's list show vendor staff, or a vendor's list the operator's.
    const listAdmin = await t.request('/api/records/employees?pageSize=100', { token: admin });
    expect(listAdmin.body.items.every((e: { role: string }) => e.role === 'ADMIN_USER')).toBe(true);
  });

  it('staff cannot manage staff (403)', async () => {
    const created = await create(vendorA, newStaff());
    const staffLogin = await t.request('/api/auth/vendors/login', {
      method: 'POST',
      json: { email: created.body.employee.email, password: created.body.temporaryPassword },
    });
    const staffToken = staffLogin.body.accessToken;
    await t.request('/api/profile/password', {
      method: 'POST',
      token: staffToken,
      json: { currentPassword: created.body.temporaryPassword, newPassword: 'a new password 1' },
    });
    expect((await t.request('/api/records/employees', { token: staffToken })).status).toBe(403);
    expect((await create(staffToken, newStaff())).status).toBe(403);
    const adminUser = await insertUser(t.db, { role: 'ADMIN_USER' });
    const adminUserToken = (await signIn(t, adminUser)).accessToken;
    expect((await t.request('/api/records/employees', { token: adminUserToken })).status).toBe(403);
    expect((await t.request('/api/accounts/admins', { token: adminUserToken })).status).toBe(403);
  });

  it('deactivates, reactivates, blocks and deletes, state-checked, audited, sessions revoked', async () => {
    const created = await create(vendorA, newStaff());
    const id = created.body.employee.id;
    const session = await t.request('/api/auth/vendors/login', {
      method: 'POST',
      json: { email: created.body.employee.email, password: created.body.temporaryPassword },
    });
    const act = (action: string) =>
      t.request(`/api/records/employees/${id}/${action}`, { method: 'POST', token: vendorA });

    expect((await act('reactivate')).status).toBe(409);
    expect((await act('block')).body.accountStatus).toBe('Blocked');
    expect((await t.request('/api/profile', { token: session.body.accessToken })).status).toBe(401);
    expect(
      (
        await t.request('/api/auth/refresh', {
          method: 'POST',
          json: { refreshToken: session.body.refreshToken },
        })
      ).status,
    ).toBe(401);
    expect((await act('reactivate')).body.accountStatus).toBe('Active');
    expect((await act('deactivate')).body.accountStatus).toBe('Inactive');
    expect((await act('delete')).body.accountStatus).toBe('Deleted');
    expect((await act('reactivate')).status).toBe(409);
    const history = await t.request(`/api/records/employees/${id}/audit`, { token: vendorA });
    expect(history.body.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'deactivate',
      'reactivate',
      'block',
      'signed-in',
      'created',
    ]);
  });

  it('lists with search, job-role and status filters', async () => {
    const vendorId = randomUUID();
    const owner = (await signIn(t, await insertUser(t.db, { role: 'vendor', vendorId })))
      .accessToken;
    const a = (await create(owner, newStaff({ name: 'Arjun Pillai', jobRole: 'fleet_manager' })))
      .body.employee;
    const b = (await create(owner, newStaff({ name: 'Bhavana Iyer', jobRole: 'trip_coordinator' })))
      .body.employee;
    await t.request(`/api/records/employees/${b.id}/deactivate`, { method: 'POST', token: owner });
    const names = async (query: string) =>
      (await t.request(`/api/records/employees?${query}`, { token: owner })).body.items.map(
        (e: { name: string }) => e.name,
      );
    expect(await names('sort=name')).toEqual(['Arjun Pillai', 'Bhavana Iyer']);
    expect(await names('jobRole=fleet_manager')).toEqual(['Arjun Pillai']);
    expect(await names('accountStatus=Inactive')).toEqual(['Bhavana Iyer']);
    expect(await names(`q=${a.regId}`)).toEqual(['Arjun Pillai']);
    expect(await names('q=iyer')).toEqual(['Bhavana Iyer']);
    expect((await t.request('/api/records/employees?jobRole=pilot', { token: owner })).status).toBe(
      400,
    );
  });

  it('refuses duplicate emails with 409 and bad input with 400, storing nothing', async () => {
    const first = newStaff();
    expect((await create(admin, first)).status).toBe(201);
    const dup = await create(admin, newStaff({ email: first.email }));
    expect(dup.status).toBe(409);
    expect(dup.body.error.details).toEqual({ field: 'email' });
    const bad = await create(admin, { name: '', email: 'x', phone: '1', jobRole: 'boss' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['body.name', 'body.email', 'body.phone', 'body.jobRole']),
    );
  });

  it('ignores role and vendor sent in the body (no mass assignment)', async () => {
    const res = await create(vendorA, {
      ...newStaff(),
      role: 'admin',
      vendorId: randomUUID(),
      accountStatus: 'Active',
    });
    expect(res.body.employee).toMatchObject({ role: 'VENDOR_USER', vendorId: vendorAId });
  });

  it('lets an admin create another admin', async () => {
    const res = await t.request('/api/accounts/admins', {
      method: 'POST',
      token: admin,
      json: {
        name: 'Second Admin',
        email: `admin-${randomUUID().slice(0, 6)}@example.in`,
        phone: uniquePhone(),
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.employee).toMatchObject({
      role: 'admin',
      regId: expect.stringMatching(/^ADM-/),
    });
    const list = await t.request('/api/accounts/admins', { token: admin });
    expect(list.body.items.map((a: { id: string }) => a.id)).toContain(res.body.employee.id);
  });
});

describe('invitations for accounts that may not sign in', () => {
  it('refuse without spending the link', async () => {
    const t = await createTestApp();
    const admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    const res = await t.request('/api/records/employees', {
      method: 'POST',
      token: admin,
      json: { ...newStaff(), onboarding: 'invitation' },
    });
    const token = (res.body.invitation.path as string).split('/').pop()!;
    await t.request(`/api/records/employees/${res.body.employee.id}/deactivate`, {
      method: 'POST',
      token: admin,
    });
    const refused = await t.request('/api/auth/invitations/accept', {
      method: 'POST',
      json: { token, password: 'a fine password 1' },
    });
    expect(refused.status).toBe(403);
    await t.request(`/api/records/employees/${res.body.employee.id}/reactivate`, {
      method: 'POST',
      token: admin,
    });
    const accepted = await t.request('/api/auth/invitations/accept', {
      method: 'POST',
      json: { token, password: 'a fine password 1' },
    });
    expect(accepted.status).toBe(200);
    await t.close();
  });
});
