import { todayInIndia } from '@raahi/domain/compliance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedWithSlip, flatFare } from '../helpers/billing.js';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 29: a vendor's monthly settlement, its deductions, TDS and payment; each its own. */
describe('vendor settlements', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;
  let vendor: { id: string; token: string };
  let otherVendor: { id: string; token: string };
  const month = todayInIndia().slice(0, 7);
  const { move, acceptedFor } = dutyRequests(() => ({ t, admin, companyId }));
  const url = (vendorId: string) => `/api/settlements/${vendorId}/${month}`;

  /** A duty of the vendor completed now, its slip closed. */
  const completed = () => completedWithSlip(t, { acceptedFor, move }, vendor);

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
    vendor = await vendorWithToken(t);
    otherVendor = await vendorWithToken(t);
    await flatFare(t, admin, 20_000_00, 'purchase');
    await completed();
    await completed();
  });
  afterAll(() => t.close());

  it("works the month's statement: duties at purchase rates, deductions, TDS, net", async () => {
    const deducted = await t.request(`${url(vendor.id)}/deductions`, {
      method: 'POST',
      token: admin,
      json: { amountPaise: 1_000_00, reason: 'Late reporting on one duty' },
    });
    expect(deducted.status, deducted.text).toBe(200);
    const statement = await t.request(url(vendor.id), { token: vendor.token });
    expect(statement.status, statement.text).toBe(200);
    expect(statement.body.duties).toHaveLength(2);
    // ₹40,000 less ₹1,000 is over ₹30,000: a firm's PAN (fourth letter F) bears 2%.
    expect(statement.body.totals).toMatchObject({
      dutiesPaise: 40_000_00,
      deductionsPaise: 1_000_00,
      amountPaise: 39_000_00,
      tdsBasisPoints: 200,
      tdsPaise: 780_00,
      netPaise: 38_220_00,
    });
    expect(statement.body.deductions[0].reason).toBe('Late reporting on one duty');
    expect(statement.body.payment).toBeNull();
  });

  it('shows a vendor only its own, and lets only the operator change it', async () => {
    expect((await t.request(url(vendor.id), { token: otherVendor.token })).status).toBe(404);
    const others = await t.request(`/api/settlements?month=${month}`, { token: otherVendor.token });
    expect(others.body).toEqual([]);
    const own = await t.request(`/api/settlements?month=${month}`, { token: vendor.token });
    expect(own.body.map((s: { vendorId: string }) => s.vendorId)).toEqual([vendor.id]);
    const all = await t.request(`/api/settlements?month=${month}`, { token: admin });
    expect(all.body.map((s: { vendorId: string }) => s.vendorId)).toContain(vendor.id);
    // The list, read for every vendor at once, says what each vendor's own statement says.
    const statement = (await t.request(url(vendor.id), { token: admin })).body;
    expect(all.body.find((s: { vendorId: string }) => s.vendorId === vendor.id)).toMatchObject({
      duties: statement.duties.length,
      amountPaise: statement.totals.amountPaise,
      tdsPaise: statement.totals.tdsPaise,
      netPaise: statement.totals.netPaise,
      paid: false,
    });
    const byVendor = await t.request(`${url(vendor.id)}/deductions`, {
      method: 'POST',
      token: vendor.token,
      json: { amountPaise: 1, reason: 'Trying my luck' },
    });
    expect(byVendor.status).toBe(403);
    expect(
      (await t.request(`/api/settlements/${vendor.id}/2026-13`, { token: admin })).status,
    ).toBe(400);
    const noReason = await t.request(`${url(vendor.id)}/deductions`, {
      method: 'POST',
      token: admin,
      json: { amountPaise: 100_00, reason: 'x' },
    });
    expect(noReason.status).toBe(400);
  });

  it('records the payment once, keeping its figures; the month cannot change after', async () => {
    const pay = (reference: string) =>
      t.request(`${url(vendor.id)}/payment`, {
        method: 'POST',
        token: admin,
        json: { reference, paidOn: todayInIndia() },
      });
    const paid = await pay('UTR0001234');
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.payment).toMatchObject({
      reference: 'UTR0001234',
      amountPaise: 39_000_00,
      tdsPaise: 780_00,
      netPaise: 38_220_00,
    });
    expect((await pay('UTR0009999')).body.error.code).toBe('SETTLEMENT_PAID');
    const late = await t.request(`${url(vendor.id)}/deductions`, {
      method: 'POST',
      token: admin,
      json: { amountPaise: 100_00, reason: 'Found later' },
    });
    expect(late.status).toBe(409);
    const seen = await t.request(url(vendor.id), { token: vendor.token });
    expect(seen.body.payment.reference).toBe('UTR0001234');
  });
});
