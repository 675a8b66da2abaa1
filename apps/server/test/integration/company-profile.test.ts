import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { profileInput, putCompanyBilling } from '../helpers/billing.js';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeGstin, makePan } from '../helpers/vendors.js';

describe('company profile and client companies’ billing details', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    for (const role of ['admin', 'ADMIN_USER'] as const)
      tokens[role] = (await signIn(t, await insertUser(t.db, { role }))).accessToken;
    tokens.vendor = (await vendorWithToken(t)).token;
  });
  afterAll(() => t.close());

  const put = (json: unknown, token = tokens.admin) =>
    t.request('/api/company-profile', { method: 'PUT', token, json });

  it('is empty until the admin fills it, then answers what was saved', async () => {
    expect((await t.request('/api/company-profile', { token: tokens.admin })).body).toEqual({
      profile: null,
      hasLogo: false,
    });
    const input = profileInput();
    const saved = await put(input);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ ...input, updatedAt: expect.any(String) });
    const read = await t.request('/api/company-profile', { token: tokens.ADMIN_USER });
    expect(read.body.profile.gstin).toBe(input.gstin);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company-profile'), eq(auditLog.action, 'created')));
    expect(audit).toHaveLength(1);
  });

  it('lets ADMIN_USER read but not change it, and keeps vendors out', async () => {
    expect((await put(profileInput(), tokens.ADMIN_USER)).status).toBe(403);
    expect((await t.request('/api/company-profile', { token: tokens.vendor })).status).toBe(403);
    expect((await put(profileInput(), tokens.vendor)).status).toBe(403);
  });

  it('refuses a GSTIN of another state or PAN, a bad IFSC and equal prefixes', async () => {
    const pan = makePan('F');
    const cases: [Record<string, unknown>, string][] = [
      [{ pan, gstin: makeGstin(pan, '27') }, 'body.gstin'],
      [{ gstin: makeGstin(makePan('F'), '29') }, 'body.gstin'],
      [{ gstin: '29ABCDE1234F1Z0' }, 'body.gstin'],
      [{ bank: { name: 'HDFC', number: '123', ifsc: 'HDFC1234' } }, 'body.bank.number'],
      [{ creditNotePrefix: 'RAH' }, 'body.creditNotePrefix'],
      [{ invoicePrefix: 'RAHI1' }, 'body.invoicePrefix'],
    ];
    for (const [overrides, path] of cases) {
      const res = await put(profileInput(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
  });

  it('keeps a client company’s GSTIN with its registered state, off the public list', async () => {
    const companyId = (await insertCompany(t.db)).id;
    const billing = await putCompanyBilling(t, tokens.admin!, companyId, '27');
    expect(billing).toMatchObject({ stateCode: 'MH', bodyCorporate: true });
    const detail = await t.request(`/api/companies/${companyId}`, { token: tokens.ADMIN_USER });
    expect(detail.body.gstin).toBe(billing.gstin);
    const list = await t.request('/api/companies');
    expect(list.body.find((c: { id: string }) => c.id === companyId)).not.toHaveProperty('gstin');
    const clash = await t.request(`/api/companies/${companyId}/billing`, {
      method: 'PUT',
      token: tokens.admin,
      json: {
        gstin: billing.gstin,
        stateCode: 'KA',
        billingAddress: billing.billingAddress,
        bodyCorporate: true,
      },
    });
    expect(clash.status, clash.text).toBe(400);
    expect((await t.request(`/api/companies/${companyId}`, { token: tokens.vendor })).status).toBe(
      403,
    );
  });
});
