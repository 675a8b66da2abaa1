import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dutySlips, invoices } from '../../src/db/schema/index.js';
import { putCompanyBilling, putProfile, saleFlatFare, slippedDuties } from '../helpers/billing.js';
import { insertCompany, insertVehicle, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { pdfText } from '../helpers/pdf-text.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 29: GST invoices to client companies, credit notes and the GSTR-1 register. */
describe('invoices', () => {
  let t: TestApp;
  let admin: string;
  let adminUser: string;
  let vendor: { id: string; token: string };
  let vehicleId: string;
  let karnataka: string;
  let maharashtra: string;

  const bytesOf = async (path: string) =>
    (
      await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${admin}` } })
    ).arrayBuffer();
  const issue = (companyId: string, month: string, token = admin) =>
    t.request('/api/invoices', { method: 'POST', token, json: { companyId, month } });

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    adminUser = (await signIn(t, await insertUser(t.db, { role: 'ADMIN_USER' }))).accessToken;
    vendor = await vendorWithToken(t);
    vehicleId = (await insertVehicle(t.db, vendor.id)).id;
    karnataka = (await insertCompany(t.db)).id;
    maharashtra = (await insertCompany(t.db)).id;
    await putCompanyBilling(t, admin, karnataka, '29');
    await putCompanyBilling(t, admin, maharashtra, '27');
    await saleFlatFare(t, admin, 1_000_00);
  });
  afterAll(() => t.close());

  it('waits for the company profile', async () => {
    await slippedDuties(t, { companyId: karnataka, vendorId: vendor.id, day: '2026-05-04' });
    const res = await issue(karnataka, '2026-05');
    expect(res.status, res.text).toBe(409);
    expect(res.body.error.message).toContain('Company Profile');
    await putProfile(t, admin);
  });

  it('issues a month: lines, CGST + SGST within the state, tolls untaxed, slips final', async () => {
    const made = await slippedDuties(t, {
      companyId: karnataka,
      vendorId: vendor.id,
      vehicleId,
      day: '2026-06-10',
      count: 3,
      tollPaise: 150_00,
    });
    const preview = await t.request('/api/invoices/preview', {
      method: 'POST',
      token: adminUser,
      json: { companyId: karnataka, month: '2026-06' },
    });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.dutyCount).toBe(3);
    const res = await issue(karnataka, '2026-06', adminUser);
    expect(res.status, res.text).toBe(201);
    const invoice = res.body;
    expect(invoice.number).toMatch(/^RAH\/\d{2}-\d{2}\/00001$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    // 3 × ₹1,000 taxable at 18% (full credit, after 22 September 2025): ₹540 of tax.
    expect(invoice).toMatchObject({
      sac: '9966',
      placeOfSupply: '29-Karnataka',
      supply: 'intra-state',
      reverseCharge: false,
      taxablePaise: 3_000_00,
      pureAgentPaise: 450_00,
      cgstPaise: 270_00,
      sgstPaise: 270_00,
      igstPaise: 0,
      totalPaise: 3_990_00,
      amountInWords: 'Rupees Three Thousand Nine Hundred Ninety Only',
      taxRows: [expect.objectContaining({ basisPoints: 1800, taxablePaise: 3_000_00 })],
    });
    expect(invoice.recipient.gstin).toMatch(/^29/);
    expect(invoice.supplier.gstin).toMatch(/^29/);
    expect(invoice.lines.map((l: { regId: string }) => l.regId)).toEqual(made.map((d) => d.regId));
    expect(invoice.lines[0]).toMatchObject({
      km: 50,
      minutes: 360,
      slipNumber: expect.any(String),
    });
    expect(preview.body.totalPaise).toBe(invoice.totalPaise);
    // The slips are final now, through the duty slip's own lock.
    const billed = await t.db.select().from(dutySlips).where(eq(dutySlips.dutyId, made[0]!.id));
    expect(billed[0]!.billedAt).not.toBeNull();
    const change = await t.request(`/api/trip/${made[0]!.id}/slip`, {
      method: 'PATCH',
      token: admin,
      json: { remarks: 'late', reason: 'a late correction' },
    });
    expect(change.status, change.text).toBe(409);
    expect(change.body.error.code).toBe('SLIP_BILLED');
    // Nothing is left to invoice for that month.
    expect((await issue(karnataka, '2026-06')).status).toBe(409);

    const pdf = await t.request(`/api/invoices/${invoice.id}/pdf`, { token: admin });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(await bytesOf(`/api/invoices/${invoice.id}/pdf`));
    expect(text).toContain(invoice.number);
    expect(text).toContain('Three Thousand Nine Hundred Ninety');
    expect(text).toContain('₹3,990.00');
    const xlsx = await t.request(`/api/invoices/${invoice.id}/xlsx`, { token: admin });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('charges IGST to a company registered in another state', async () => {
    await slippedDuties(t, { companyId: maharashtra, vendorId: vendor.id, day: '2026-06-11' });
    const res = await issue(maharashtra, '2026-06');
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      placeOfSupply: '27-Maharashtra',
      supply: 'inter-state',
      igstPaise: 180_00,
      cgstPaise: 0,
      totalPaise: 1_180_00,
    });
    expect(res.body.number).toMatch(/00002$/);
  });

  it('refuses a month with a duty it cannot price, naming it, and issues nothing', async () => {
    await slippedDuties(t, { companyId: karnataka, vendorId: vendor.id, day: '2026-07-02' });
    const [open] = await slippedDuties(t, {
      companyId: karnataka,
      vendorId: vendor.id,
      day: '2026-07-03',
      open: true,
    });
    const [noTariff] = await slippedDuties(t, {
      companyId: karnataka,
      vendorId: vendor.id,
      day: '2026-07-04',
      serviceType: 'Outstation',
    });
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(invoices);
    const res = await issue(karnataka, '2026-07');
    expect(res.status, res.text).toBe(422);
    expect(res.body.error.code).toBe('DUTIES_UNPRICED');
    const listed = res.body.error.details.duties as { regId: string; reason: string }[];
    expect(listed.map((d) => d.regId).sort()).toEqual([open!.regId, noTariff!.regId].sort());
    expect(listed.find((d) => d.regId === open!.regId)!.reason).toContain('garage-in');
    expect(listed.find((d) => d.regId === noTariff!.regId)!.reason).toContain('tariff');
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(invoices);
    expect(after[0]!.n).toBe(before[0]!.n);
    const slip = await t.db.select().from(dutySlips).where(eq(dutySlips.dutyId, open!.id));
    expect(slip[0]!.billedAt).toBeNull();
  });

  it('keeps issued invoices as they are: the database refuses a change', async () => {
    const [first] = (await t.request('/api/invoices', { token: admin })).body.items;
    await expect(
      t.db.update(invoices).set({ totalPaise: 1 }).where(eq(invoices.id, first.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(invoices).where(eq(invoices.id, first.id))).rejects.toThrow();
  });

  it('corrects by credit notes of duties or an amount, never more than was invoiced', async () => {
    const page = await t.request(`/api/invoices?companyId=${karnataka}`, { token: admin });
    const invoice = (await t.request(`/api/invoices/${page.body.items[0].id}`, { token: admin }))
      .body;
    const dutyId = invoice.lines[0].dutyId;
    const note = await t.request(`/api/invoices/${invoice.id}/credit-notes`, {
      method: 'POST',
      token: admin,
      json: { reason: 'Passenger disputed the trip', dutyIds: [dutyId] },
    });
    expect(note.status, note.text).toBe(201);
    expect(note.body).toMatchObject({
      number: expect.stringMatching(/^RCN\/\d{2}-\d{2}\/00001$/),
      invoiceNumber: invoice.number,
      taxablePaise: 1_000_00,
      pureAgentPaise: 150_00,
      cgstPaise: 90_00,
      sgstPaise: 90_00,
      totalPaise: 1_330_00,
    });
    const again = await t.request(`/api/invoices/${invoice.id}/credit-notes`, {
      method: 'POST',
      token: admin,
      json: { reason: 'Twice', dutyIds: [dutyId] },
    });
    expect(again.status).toBe(400);
    const tooMuch = await t.request(`/api/invoices/${invoice.id}/credit-notes`, {
      method: 'POST',
      token: admin,
      json: { reason: 'Discount', taxablePaise: 2_000_01 },
    });
    expect(tooMuch.status, tooMuch.text).toBe(400);
    const discount = await t.request(`/api/invoices/${invoice.id}/credit-notes`, {
      method: 'POST',
      token: admin,
      json: { reason: 'Discount', taxablePaise: 100_00 },
    });
    expect(discount.status, discount.text).toBe(201);
    expect(discount.body).toMatchObject({ taxPaise: 18_00, totalPaise: 118_00 });
    const after = (await t.request(`/api/invoices/${invoice.id}`, { token: admin })).body;
    expect(after.creditNotes).toHaveLength(2);
    expect(after.balancePaise).toBe(invoice.totalPaise - 1_330_00 - 118_00);
    const pdf = await t.request(`/api/invoices/${invoice.id}/credit-notes/${note.body.id}/pdf`, {
      token: admin,
    });
    expect(pdf.status).toBe(200);
    const path = `/api/invoices/${invoice.id}/credit-notes/${note.body.id}/pdf`;
    expect(await pdfText(await bytesOf(path))).toContain(invoice.number);
  });

  it('exports the GSTR-1 register of the month the invoices are dated in', async () => {
    const issued = (await t.request('/api/invoices', { token: admin })).body.items;
    const month = issued[0].date.slice(0, 7);
    const csv = await t.request(`/api/invoices/gstr1?month=${month}`, { token: admin });
    expect(csv.status, csv.text).toBe(200);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toContain('GSTIN/UIN of Recipient,Receiver Name,Invoice Number');
    for (const invoice of issued) expect(csv.text).toContain(invoice.number);
    expect(lines.filter((l) => l.startsWith('CDNR,'))).toHaveLength(2);
    const xlsx = await t.request(`/api/invoices/gstr1?month=${month}&format=xlsx`, {
      token: admin,
    });
    expect(xlsx.status).toBe(200);
  });

  it('pages the list newest first by number', async () => {
    const first = await t.request('/api/invoices?limit=1', { token: admin });
    expect(first.body.items).toHaveLength(1);
    const second = await t.request(`/api/invoices?limit=1&cursor=${first.body.nextCursor}`, {
      token: admin,
    });
    expect(second.body.items[0].number < first.body.items[0].number).toBe(true);
  });

  it('is the operator’s: a vendor gets 404 for an invoice and 403 for the rest', async () => {
    const [one] = (await t.request('/api/invoices', { token: admin })).body.items;
    expect((await t.request(`/api/invoices/${one.id}`, { token: vendor.token })).status).toBe(404);
    expect((await t.request(`/api/invoices/${one.id}/pdf`, { token: vendor.token })).status).toBe(
      404,
    );
    expect((await t.request('/api/invoices', { token: vendor.token })).status).toBe(403);
    expect((await issue(karnataka, '2026-06', vendor.token)).status).toBe(403);
  });

  it('validates what it is sent', async () => {
    expect((await issue(karnataka, '2026-13')).status).toBe(400);
    expect((await issue('not-a-uuid', '2026-06')).status).toBe(400);
    const unknown = await issue('00000000-0000-4000-8000-000000000000', '2026-06');
    expect(unknown.status).toBe(404);
    const both = await t.request(
      '/api/invoices/00000000-0000-4000-8000-000000000000/credit-notes',
      {
        method: 'POST',
        token: admin,
        json: { reason: 'x' },
      },
    );
    expect(both.status).toBe(400);
  });
});
