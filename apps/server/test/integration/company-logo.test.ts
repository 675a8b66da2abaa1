import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putCompanyBilling, putProfile, saleFlatFare, slippedDuties } from '../helpers/billing.js';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** A 1200 × 400 logo: wider than invoices print, so it is fitted. */
const logoPng = () =>
  sharp({
    create: {
      width: 1200,
      height: 400,
      channels: 4,
      background: { r: 128, g: 0, b: 128, alpha: 1 },
    },
  })
    .png()
    .toBuffer();

const form = (bytes: Buffer, type = 'image/png', field = 'logo') => {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), 'logo.png');
  return body;
};

/** Issue 29: the operator's logo, kept with the company profile and printed on its invoices. */
describe('the company logo', () => {
  let t: TestApp;
  let admin: string;
  let adminUser: string;
  let vendor: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    adminUser = (await signIn(t, await insertUser(t.db, { role: 'ADMIN_USER' }))).accessToken;
    vendor = await vendorWithToken(t);
  });
  afterAll(() => t.close());

  const upload = (body: FormData, token = admin) =>
    t.request('/api/company-profile/logo', { method: 'PUT', token, body });
  const bytesOf = async (path: string, token = admin) => {
    const response = await fetch(`${t.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };

  it('belongs to a filled profile, is fitted for print, and only the admin changes it', async () => {
    const early = await upload(form(await logoPng()));
    expect(early.status, early.text).toBe(409);
    await putProfile(t, admin);
    expect((await t.request('/api/company-profile', { token: admin })).body.hasLogo).toBe(false);

    const refused = await upload(form(Buffer.from('not a picture'), 'image/png'));
    expect(refused.status).toBe(415);
    expect((await upload(form(await logoPng()), vendor.token)).status).toBe(403);
    expect((await upload(form(await logoPng()), adminUser)).status).toBe(403);

    const saved = await upload(form(await logoPng()));
    expect(saved.status, saved.text).toBe(204);
    expect((await t.request('/api/company-profile', { token: adminUser })).body.hasLogo).toBe(true);
    const logo = await bytesOf('/api/company-profile/logo', adminUser);
    expect(logo.status).toBe(200);
    expect(logo.type).toBe('image/png');
    expect(await sharp(logo.bytes).metadata()).toMatchObject({
      format: 'png',
      width: 600,
      height: 200,
    });
    expect((await bytesOf('/api/company-profile/logo', vendor.token)).status).toBe(403);
  });

  it('prints on the invoice PDF, and not once removed', async () => {
    const companyId = (await insertCompany(t.db)).id;
    await putCompanyBilling(t, admin, companyId, '29');
    await saleFlatFare(t, admin, 1_000_00);
    await slippedDuties(t, { companyId, vendorId: vendor.id, day: '2026-07-06' });
    const issued = await t.request('/api/invoices', {
      method: 'POST',
      token: admin,
      json: { companyId, month: '2026-07' },
    });
    expect(issued.status, issued.text).toBe(201);
    const pdf = async () =>
      (await bytesOf(`/api/invoices/${issued.body.id}/pdf`)).bytes.toString('latin1');
    expect(await pdf()).toMatch(/\/Subtype\s*\/Image/);

    expect(
      (await t.request('/api/company-profile/logo', { method: 'DELETE', token: admin })).status,
    ).toBe(204);
    expect((await bytesOf('/api/company-profile/logo')).status).toBe(404);
    expect(await pdf()).not.toMatch(/\/Subtype\s*\/Image/);
    const audit = await t.db.$client.query(
      "select action from audit_log where entity = 'company-profile' and action like 'logo-%' order by created_at",
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['logo-added', 'logo-removed']);
  });
});
