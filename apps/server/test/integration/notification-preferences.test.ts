import { and, eq } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notificationPreferences } from '../../src/db/schema/index.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { insertDriver, insertVendor } from '../helpers/duties.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const PATH = '/api/profile/notification-preferences';

describe('notification preferences', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    const admin = await insertUser(t.db, { role: 'admin' });
    tokens.admin = (await signIn(t, admin)).accessToken;
    ids.admin = admin.id;
    const vendor = await insertVendor(t.db);
    for (const [name, vendorId] of [
      ['vendor', vendor.id],
      ['otherVendor', (await insertVendor(t.db)).id],
    ] as const) {
      const owner = await insertUser(t.db, { role: 'vendor', vendorId });
      tokens[name] = (await signIn(t, owner)).accessToken;
      ids[name] = owner.id;
    }
    const driver = (await insertDriver(t.db, vendor.id)).user;
    tokens.driver = (await signIn(t, driver)).accessToken;
  });
  afterAll(() => t.close());

  const get = (token?: string) => t.request(PATH, { token });
  const put = (json: unknown, token = tokens.vendor) =>
    t.request(PATH, { method: 'PUT', token, json });
  const row = (body: any, kind: string) =>
    body.kinds.find((k: { kind: string }) => k.kind === kind)?.channels;

  it('answers each role’s kinds with the defaults, in-app always on', async () => {
    const vendor = await get(tokens.vendor);
    expect(vendor.status, vendor.text).toBe(200);
    expect(row(vendor.body, 'vendor-approved')).toEqual({
      inApp: true,
      push: true,
      email: true,
      sms: false,
      whatsapp: false,
    });
    expect(row(vendor.body, 'duty-cancelled')).toMatchObject({ sms: true, whatsapp: true });
    expect(row(vendor.body, 'vendor-submitted')).toBeUndefined();

    const driver = (await get(tokens.driver)).body;
    expect(row(driver, 'duty-assigned')).toMatchObject({ sms: true, whatsapp: true, email: false });
    const admin = (await get(tokens.admin)).body;
    expect(row(admin, 'vendor-submitted')).toMatchObject({ email: true });
    expect((await get()).status).toBe(401);
  });

  it('saves the caller’s own changes only, keeps the rest, and audits what moved', async () => {
    const saved = await put({
      changes: [
        { kind: 'vendor-approved', channel: 'email', enabled: false },
        { kind: 'vendor-approved', channel: 'whatsapp', enabled: true },
        // Already on: saved, but nothing moved, so not in the audit entry.
        { kind: 'vendor-approved', channel: 'push', enabled: true },
      ],
    });
    expect(saved.status, saved.text).toBe(200);
    expect(row(saved.body, 'vendor-approved')).toEqual({
      inApp: true,
      push: true,
      email: false,
      sms: false,
      whatsapp: true,
    });
    expect(row((await get(tokens.vendor)).body, 'vendor-approved').email).toBe(false);
    // Another vendor's grid is untouched, and the body cannot name another person.
    expect(row((await get(tokens.otherVendor)).body, 'vendor-approved').email).toBe(true);
    const stored = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, ids.otherVendor!));
    expect(stored).toEqual([]);
    const smuggled = await put({
      changes: [{ kind: 'vendor-approved', channel: 'email', enabled: false }],
      userId: ids.otherVendor,
    });
    expect(smuggled.status).toBe(400);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'notification-preferences'), eq(auditLog.entityId, ids.vendor!)),
      );
    expect(entry).toMatchObject({
      before: { 'vendor-approved.email': true, 'vendor-approved.whatsapp': false },
      after: { 'vendor-approved.email': false, 'vendor-approved.whatsapp': true },
    });
  });

  it('refuses bad changes with 400 naming the field, and changes nothing', async () => {
    for (const [body, field] of [
      [
        { changes: [{ kind: 'duty-assigned', channel: 'inApp', enabled: false }] },
        'body.changes.0.enabled',
      ],
      [
        { changes: [{ kind: 'duty-exploded', channel: 'sms', enabled: true }] },
        'body.changes.0.kind',
      ],
      [
        { changes: [{ kind: 'duty-assigned', channel: 'pigeon', enabled: true }] },
        'body.changes.0.channel',
      ],
      [
        { changes: [{ kind: 'duty-assigned', channel: 'sms', enabled: 1 }] },
        'body.changes.0.enabled',
      ],
      [{ changes: [] }, 'body.changes'],
      [{}, 'body.changes'],
      // A kind the vendor never receives.
      [
        { changes: [{ kind: 'vendor-submitted', channel: 'sms', enabled: true }] },
        'body.changes.0.kind',
      ],
    ] as const) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details[0].path, JSON.stringify(body)).toBe(field);
    }
    expect(row((await get(tokens.vendor)).body, 'duty-assigned').sms).toBe(false);
  });

  it('lists development mail written instead of sent (outside production, without SMTP)', async () => {
    const dir = path.join(t.dataDir, 'mail');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(
      path.join(dir, '2026-11-26T10-00-00-000Z-abcd1234.eml'),
      'To: Asha <asha@example.in>\r\nSubject: Vendor approved\r\nDate: Thu, 26 Nov 2026 10:00:00 +0000\r\n\r\nVendor VEN-1 is approved.\r\n',
    );
    const page = await t.request('/api/dev/mail');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Vendor approved');
    expect(page.text).toContain('asha@example.in');
    const one = await t.request('/api/dev/mail/2026-11-26T10-00-00-000Z-abcd1234.eml');
    expect(one.text).toContain('Vendor VEN-1 is approved.');
    expect((await t.request('/api/dev/mail/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
    expect((await t.request('/api/dev/mail/missing.eml')).status).toBe(404);
  });
});
