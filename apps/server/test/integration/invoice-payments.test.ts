import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putCompanyBilling, putProfile, saleFlatFare, slippedDuties } from '../helpers/billing.js';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issues 29 and 30: what a client has paid against an invoice, and what it still owes. */
describe('invoice payments and receivables', () => {
  let t: TestApp;
  let admin: string;
  let vendor: { id: string; token: string };
  let companyId: string;
  let invoice: { id: string; totalPaise: number };

  const pay = (json: unknown, token = admin, id = invoice.id) =>
    t.request(`/api/invoices/${id}/payments`, { method: 'POST', token, json });

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    vendor = await vendorWithToken(t);
    companyId = (await insertCompany(t.db)).id;
    await putCompanyBilling(t, admin, companyId, '29');
    await saleFlatFare(t, admin, 1_000_00);
    await putProfile(t, admin);
    await slippedDuties(t, { companyId, vendorId: vendor.id, day: '2026-06-10', count: 2 });
    const issued = await t.request('/api/invoices', {
      method: 'POST',
      token: admin,
      json: { companyId, month: '2026-06' },
    });
    expect(issued.status, issued.text).toBe(201);
    invoice = issued.body;
  });
  afterAll(() => t.close());

  it('records receipts with TDS until nothing is due, and refuses more', async () => {
    const fresh = await t.request(`/api/invoices/${invoice.id}/payments`, { token: admin });
    expect(fresh.body).toMatchObject({ duePaise: invoice.totalPaise, payments: [] });

    const tds = Math.round(2_000_00 * 0.02);
    const first = await pay({
      amountPaise: 1_000_00,
      tdsPaise: tds,
      receivedOn: '2026-07-05',
      reference: 'UTR0001',
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      receivedPaise: 1_000_00,
      tdsPaise: tds,
      duePaise: invoice.totalPaise - 1_000_00 - tds,
    });

    const tooMuch = await pay({
      amountPaise: first.body.duePaise + 1,
      receivedOn: '2026-07-06',
      reference: 'UTR0002',
    });
    expect(tooMuch.status, tooMuch.text).toBe(409);
    expect(tooMuch.body.error.message).toContain('still due');

    const rest = await pay({
      amountPaise: first.body.duePaise,
      receivedOn: '2026-07-06',
      reference: 'UTR0002',
    });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.body.duePaise).toBe(0);
    expect(rest.body.payments.map((p: { reference: string }) => p.reference)).toEqual([
      'UTR0001',
      'UTR0002',
    ]);
    const nothing = await pay({ amountPaise: 1, receivedOn: '2026-07-06', reference: 'X' });
    expect(nothing.status).toBe(409);
  });

  it('refuses bad input with the field, and two payments at once never pay twice', async () => {
    for (const [json, path] of [
      [{ amountPaise: 0, receivedOn: '2026-07-01', reference: 'R' }, 'body.amountPaise'],
      [{ amountPaise: -5, receivedOn: '2026-07-01', reference: 'R' }, 'body.amountPaise'],
      [{ amountPaise: 10, receivedOn: '07/01/2026', reference: 'R' }, 'body.receivedOn'],
      [{ amountPaise: 10, receivedOn: '2099-01-01', reference: 'R' }, 'body.receivedOn'],
      [{ amountPaise: 10, receivedOn: '2026-07-01', reference: '  ' }, 'body.reference'],
    ] as const) {
      const res = await pay(json);
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await pay({}, admin, '00000000-0000-4000-8000-000000000000')).status).toBe(400);
    const unknown = await pay(
      { amountPaise: 10, receivedOn: '2026-07-01', reference: 'R' },
      admin,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);

    // A second invoice, paid in full by two requests at once: one of them is refused.
    await slippedDuties(t, { companyId, vendorId: vendor.id, day: '2026-08-10', count: 1 });
    const second = (
      await t.request('/api/invoices', {
        method: 'POST',
        token: admin,
        json: { companyId, month: '2026-08' },
      })
    ).body;
    const full = { amountPaise: second.totalPaise, receivedOn: '2026-09-01', reference: 'NEFT' };
    const both = await Promise.all([pay(full, admin, second.id), pay(full, admin, second.id)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('the receivables report ages what each client owes, and is the operator’s alone', async () => {
    // A fresh client with two invoices: one partly paid, one untouched.
    const client = (await insertCompany(t.db)).id;
    await putCompanyBilling(t, admin, client, '29');
    await slippedDuties(t, { companyId: client, vendorId: vendor.id, day: '2026-06-12', count: 2 });
    await slippedDuties(t, { companyId: client, vendorId: vendor.id, day: '2026-07-12', count: 1 });
    const issued = [];
    for (const month of ['2026-06', '2026-07'])
      issued.push(
        (
          await t.request('/api/invoices', {
            method: 'POST',
            token: admin,
            json: { companyId: client, month },
          })
        ).body as { id: string; totalPaise: number },
      );
    const [june, july] = issued as [{ id: string; totalPaise: number }, (typeof issued)[0]];
    expect(
      (
        await pay(
          { amountPaise: 500_00, tdsPaise: 20_00, receivedOn: '2026-07-20', reference: 'R1' },
          admin,
          june.id,
        )
      ).status,
    ).toBe(201);

    const report = await t.request(`/api/reports/receivables?companyId=${client}`, {
      token: admin,
    });
    expect(report.status, report.text).toBe(200);
    const [row] = report.body.rows;
    const due = june.totalPaise - 520_00 + july.totalPaise;
    expect(row).toMatchObject({
      companyId: client,
      outstanding: due,
      billed: june.totalPaise + july.totalPaise,
      received: 500_00,
      tds: 20_00,
      invoicesDue: 2,
    });
    // Invoices are dated when issued (today), so all of it is under 30 days old.
    expect(row.upTo30 + row.days31To60 + row.days61To90 + row.over90).toBe(due);
    expect(report.body.totals.outstanding).toBe(due);

    const asVendor = await t.request('/api/reports/receivables', { token: vendor.token });
    expect(asVendor.status).toBe(403);
  });

  it('is the operator and its client’s business: a vendor gets 404 and 403', async () => {
    const read = await t.request(`/api/invoices/${invoice.id}/payments`, { token: vendor.token });
    expect(read.status).toBe(404);
    const write = await pay(
      { amountPaise: 10, receivedOn: '2026-07-01', reference: 'R' },
      vendor.token,
    );
    expect(write.status).toBe(403);
  });
});
