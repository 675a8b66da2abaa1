import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putCompanyBilling, putProfile, saleFlatFare, slippedDuties } from '../helpers/billing.js';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 29 (stretch): an issued invoice as the e-invoice JSON (INV-01) for the IRP. */
describe('the e-invoice JSON', () => {
  let t: TestApp;
  let admin: string;
  let vendor: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    vendor = await vendorWithToken(t);
    await putProfile(t, admin);
    await saleFlatFare(t, admin, 1_000_00);
  });
  afterAll(() => t.close());

  async function issued(companyId: string, day: string) {
    await slippedDuties(t, { companyId, vendorId: vendor.id, day, count: 2, tollPaise: 80_00 });
    const res = await t.request('/api/invoices', {
      method: 'POST',
      token: admin,
      json: { companyId, month: day.slice(0, 7) },
    });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string; number: string; totalPaise: number; taxPaise: number };
  }

  it('answers a registered client’s invoice as INV-01, adding up to the invoice', async () => {
    const companyId = (await insertCompany(t.db)).id;
    await putCompanyBilling(t, admin, companyId, '27');
    const invoice = await issued(companyId, '2026-08-11');
    const res = await t.request(`/api/invoices/${invoice.id}/e-invoice`, { token: admin });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('-e-invoice.json');
    const json = JSON.parse(res.text);
    expect(json).toMatchObject({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N' },
      DocDtls: { Typ: 'INV', No: invoice.number },
      BuyerDtls: { Pos: '27', Stcd: '27', Pin: 560103 },
      ValDtls: { OthChrg: 160, CgstVal: 0, SgstVal: 0 },
    });
    expect(json.ItemList).toHaveLength(2);
    expect(
      json.ItemList.every(
        (item: { HsnCd: string; IgstAmt: number }) => item.HsnCd === '9966' && item.IgstAmt > 0,
      ),
    ).toBe(true);
    expect(Math.round(json.ValDtls.IgstVal * 100)).toBe(invoice.taxPaise);
    expect(Math.round(json.ValDtls.TotInvVal * 100)).toBe(invoice.totalPaise);
    // Not the vendor's.
    const byVendor = await t.request(`/api/invoices/${invoice.id}/e-invoice`, {
      token: vendor.token,
    });
    expect(byVendor.status).toBe(404);
  });

  it('refuses a client without a GSTIN, naming what is missing', async () => {
    const companyId = (await insertCompany(t.db)).id;
    const billing = await t.request(`/api/companies/${companyId}/billing`, {
      method: 'PUT',
      token: admin,
      json: {
        gstin: null,
        stateCode: 'KA',
        billingAddress: 'Residency Road, Bengaluru 560025',
        bodyCorporate: true,
      },
    });
    expect(billing.status, billing.text).toBe(200);
    const invoice = await issued(companyId, '2026-09-08');
    const res = await t.request(`/api/invoices/${invoice.id}/e-invoice`, { token: admin });
    expect(res.status, res.text).toBe(409);
    expect(res.body.error.details.problems).toEqual([
      { field: 'recipient.gstin', message: 'Only a registered client (GSTIN) is e-invoiced' },
    ]);
  });
});
