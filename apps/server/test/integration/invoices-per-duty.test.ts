import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  putCompanyBilling,
  putCompanyInvoicing,
  putProfile,
  saleFlatFare,
  slippedDuties,
} from '../helpers/billing.js';
import { bookingInput, insertCompany, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 29: a client company invoiced per duty, by the month or one duty at a time. */
describe('per-duty invoices', () => {
  let t: TestApp;
  let admin: string;
  let adminUser: string;
  let vendor: { id: string; token: string };
  let perDuty: string;
  let monthly: string;

  const post = (path: string, json: unknown, token = admin) =>
    t.request(path, { method: 'POST', token, json });
  const serialOf = (number: string) => Number(number.split('/')[2]);
  const setInvoicing = (companyId: string, invoicing: string) =>
    putCompanyInvoicing(t, admin, companyId, invoicing);

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    adminUser = (await signIn(t, await insertUser(t.db, { role: 'ADMIN_USER' }))).accessToken;
    vendor = await vendorWithToken(t);
    perDuty = (await insertCompany(t.db)).id;
    monthly = (await insertCompany(t.db)).id;
    await putCompanyBilling(t, admin, monthly, '29');
    await putProfile(t, admin);
    await saleFlatFare(t, admin, 1_000_00);
  });
  afterAll(() => t.close());

  it('is a company setting: monthly by default, changed by the operator, kept when left out', async () => {
    const before = await t.request(`/api/companies/${perDuty}`, { token: adminUser });
    expect(before.body.invoicing).toBe('monthly');
    const changed = await setInvoicing(perDuty, 'per-duty');
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.invoicing).toBe('per-duty');
    // The GSTIN's form, which predates the setting, leaves it as it is.
    await putCompanyBilling(t, admin, perDuty, '29');
    const after = await t.request(`/api/companies/${perDuty}`, { token: admin });
    expect(after.body.invoicing).toBe('per-duty');
    const wrong = await setInvoicing(perDuty, 'weekly');
    expect(wrong.status).toBe(400);
  });

  it('issues a per-duty month as one invoice per duty, numbered consecutively', async () => {
    const made = await slippedDuties(t, {
      companyId: perDuty,
      vendorId: vendor.id,
      day: '2026-07-06',
      count: 4,
      tollPaise: 100_00,
    });
    const preview = await post('/api/invoices/preview', { companyId: perDuty, month: '2026-07' });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ invoicing: 'per-duty', dutyCount: 4 });
    const res = await post(
      '/api/invoices/month',
      { companyId: perDuty, month: '2026-07' },
      adminUser,
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.dutyCount).toBe(4);
    expect(res.body.invoices).toHaveLength(4);
    const serials = res.body.invoices.map((invoice: { number: string }) =>
      serialOf(invoice.number),
    );
    expect(serials).toEqual([serials[0], serials[0] + 1, serials[0] + 2, serials[0] + 3]);
    // Each invoice holds one duty: ₹1,000 taxable, 18% (₹180), the toll untaxed.
    for (const item of res.body.invoices)
      expect(item).toMatchObject({
        dutyCount: 1,
        taxablePaise: 1_000_00,
        taxPaise: 180_00,
        totalPaise: 1_280_00,
      });
    expect(res.body.totalPaise).toBe(4 * 1_280_00);
    const one = await t.request(`/api/invoices/${res.body.invoices[2].id}`, { token: admin });
    expect(one.body.lines.map((line: { dutyId: string }) => line.dutyId)).toEqual([made[2]!.id]);
    // Nothing is left to invoice: a duty is never invoiced twice.
    const again = await post('/api/invoices/month', { companyId: perDuty, month: '2026-07' });
    expect(again.status).toBe(409);
    const byDuty = await post('/api/invoices', { dutyId: made[0]!.id });
    expect(byDuty.status).toBe(409);
    expect(byDuty.body.error.message).toContain(res.body.invoices[0].number);
    expect(byDuty.body.error.details.invoiceNumber).toBe(res.body.invoices[0].number);
  });

  it('issues one duty, and refuses with a reason what cannot be', async () => {
    const [first, second] = await slippedDuties(t, {
      companyId: perDuty,
      vendorId: vendor.id,
      day: '2026-08-03',
      count: 2,
    });
    const res = await post('/api/invoices', { companyId: perDuty, dutyId: first!.id });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ month: '2026-08', dutyCount: 1, totalPaise: 1_180_00 });
    expect(res.body.lines[0].dutyId).toBe(first!.id);

    // Not the company's.
    const elsewhere = await post('/api/invoices', { companyId: monthly, dutyId: second!.id });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.details[0].path).toBe('body.dutyId');
    // Not completed.
    const booked = await post('/api/trip/create-trip', bookingInput(perDuty));
    expect(booked.status, booked.text).toBe(201);
    const open = await post('/api/invoices', { dutyId: booked.body.id });
    expect(open.status).toBe(409);
    expect(open.body.error.message).toMatch(/only a completed duty is invoiced/);
    // No such duty; a month and a duty together; neither.
    expect((await post('/api/invoices', { dutyId: crypto.randomUUID() })).status).toBe(404);
    const both = await post('/api/invoices', { dutyId: second!.id, month: '2026-08' });
    expect(both.status).toBe(400);
    expect((await post('/api/invoices', {})).status).toBe(400);

    // The month then picks up what is left: the second duty alone.
    const month = await post('/api/invoices/month', { companyId: perDuty, month: '2026-08' });
    expect(month.status, month.text).toBe(201);
    expect(month.body.invoices).toHaveLength(1);
    expect(serialOf(month.body.invoices[0].number)).toBe(serialOf(res.body.number) + 1);
  });

  it('keeps each company to its setting', async () => {
    const [duty] = await slippedDuties(t, {
      companyId: monthly,
      vendorId: vendor.id,
      day: '2026-08-05',
    });
    const single = await post('/api/invoices', { dutyId: duty!.id });
    expect(single.status).toBe(409);
    expect(single.body.error.message).toMatch(/invoiced monthly/);
    await slippedDuties(t, { companyId: perDuty, vendorId: vendor.id, day: '2026-09-01' });
    const consolidated = await post('/api/invoices', { companyId: perDuty, month: '2026-09' });
    expect(consolidated.status).toBe(409);
    expect(consolidated.body.error.message).toMatch(/invoiced per duty/);
    // A monthly company's month through /invoices/month is its one consolidated invoice.
    const month = await post('/api/invoices/month', { companyId: monthly, month: '2026-08' });
    expect(month.status, month.text).toBe(201);
    expect(month.body.invoices).toHaveLength(1);
  });

  it('issues nothing, and takes no number, when one duty of the month cannot be priced', async () => {
    await slippedDuties(t, {
      companyId: perDuty,
      vendorId: vendor.id,
      day: '2026-10-05',
      count: 2,
    });
    const [open] = await slippedDuties(t, {
      companyId: perDuty,
      vendorId: vendor.id,
      day: '2026-10-06',
      open: true,
    });
    const refused = await post('/api/invoices/month', { companyId: perDuty, month: '2026-10' });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.error.code).toBe('DUTIES_UNPRICED');
    expect(refused.body.error.details.duties).toEqual([
      expect.objectContaining({ dutyId: open!.id, reason: expect.stringContaining('garage-in') }),
    ]);
    const page = await t.request(`/api/invoices?companyId=${perDuty}&month=2026-10`, {
      token: admin,
    });
    expect(page.body.items).toEqual([]);
    // The next invoice takes the serial after the last one issued: none was used up.
    const all = await t.request('/api/invoices?limit=1', { token: admin });
    const last = serialOf(all.body.items[0].number);
    const [later] = await slippedDuties(t, {
      companyId: perDuty,
      vendorId: vendor.id,
      day: '2026-11-02',
    });
    const next = await post('/api/invoices', { dutyId: later!.id });
    expect(serialOf(next.body.number)).toBe(last + 1);
  });

  it('is the operator’s: a vendor is refused', async () => {
    const res = await post(
      '/api/invoices/month',
      { companyId: perDuty, month: '2026-07' },
      vendor.token,
    );
    expect(res.status).toBe(403);
    const one = await post('/api/invoices', { dutyId: crypto.randomUUID() }, vendor.token);
    expect(one.status).toBe(403);
  });
});
