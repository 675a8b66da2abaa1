import { todayInIndia } from '@raahi/domain/compliance';
import { formatRupees } from '@raahi/domain/formats';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  flatFare,
  putCompanyBilling,
  putProfile,
  saleFlatFare,
  slippedDuties,
} from '../helpers/billing.js';
import { insertCompany, insertDriver, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { pdfText } from '../helpers/pdf-text.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type Row = Record<string, string | number | null>;
type Invoice = Record<string, number | string> & { creditNotes: Row[] };

/**
 * Issue 30's billing reports, over what the invoices and settlements APIs say: a Karnataka client
 * (CGST + SGST) with two duties and a credit note, a Maharashtra client (IGST) with one, and two
 * vendors' settlements, one paid.
 */
describe('billing reports', () => {
  let t: TestApp;
  let admin: string;
  let adminUser: string;
  let driver: string;
  let A: { id: string; token: string };
  let B: { id: string; token: string };
  let karnataka: Invoice;
  let maharashtra: Invoice;
  const today = todayInIndia();
  const month = today.slice(0, 7);
  const period = { from: `${month}-01`, to: today };

  const url = (kind: string, query: Record<string, string> = {}) =>
    `/api/reports/${kind}?${new URLSearchParams({ ...period, ...query }).toString()}`;
  const get = async (token: string, kind: string, query: Record<string, string> = {}) => {
    const res = await t.request(url(kind, query), { token });
    expect(res.status, res.text).toBe(200);
    return res.body as { rows: Row[]; totals: Row; total: number; columns: { key: string }[] };
  };
  const download = (token: string, kind: string, query: Record<string, string>, language = 'en') =>
    fetch(t.url + url(`${kind}/export`, query), {
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    adminUser = (await signIn(t, await insertUser(t.db, { role: 'ADMIN_USER' }))).accessToken;
    A = await vendorWithToken(t);
    B = await vendorWithToken(t);
    driver = (await signIn(t, (await insertDriver(t.db, A.id)).user)).accessToken;
    await putProfile(t, admin);
    await saleFlatFare(t, admin, 1_000_00);
    await flatFare(t, admin, 800_00, 'purchase');
    const issue = async (stateGstCode: string, vendorId: string, count: number) => {
      const companyId = (await insertCompany(t.db)).id;
      await putCompanyBilling(t, admin, companyId, stateGstCode);
      await slippedDuties(t, { companyId, vendorId, day: today, count, tollPaise: 150_00 });
      const res = await t.request('/api/invoices', {
        method: 'POST',
        token: admin,
        json: { companyId, month },
      });
      expect(res.status, res.text).toBe(201);
      return res.body.id as string;
    };
    const karnatakaId = await issue('29', A.id, 2);
    const maharashtraId = await issue('27', B.id, 1);
    const note = await t.request(`/api/invoices/${karnatakaId}/credit-notes`, {
      method: 'POST',
      token: admin,
      json: { reason: 'Discount', taxablePaise: 100_00 },
    });
    expect(note.status, note.text).toBe(201);
    karnataka = (await t.request(`/api/invoices/${karnatakaId}`, { token: admin })).body;
    maharashtra = (await t.request(`/api/invoices/${maharashtraId}`, { token: admin })).body;
    const paid = await t.request(`/api/settlements/${A.id}/${month}/payment`, {
      method: 'POST',
      token: admin,
      json: { reference: 'UTR0004242', paidOn: today },
    });
    expect(paid.status, paid.text).toBe(200);
  });
  afterAll(() => t.close());

  it('lists each invoice and credit note with the figures the invoices API gives', async () => {
    const report = await get(adminUser, 'invoices');
    expect(report.total).toBe(3);
    const row = (number: unknown) => report.rows.find((r) => r.number === number)!;
    const note = karnataka.creditNotes[0]!;
    expect(row(karnataka.number)).toMatchObject({
      day: karnataka.date,
      document: 'Invoice',
      placeOfSupply: '29-Karnataka',
      reverseCharge: 'No',
      status: 'Part credited',
      taxable: 2_000_00,
      cgst: karnataka.cgstPaise,
      sgst: karnataka.sgstPaise,
      igst: 0,
      total: karnataka.totalPaise,
    });
    expect(row(maharashtra.number)).toMatchObject({
      placeOfSupply: '27-Maharashtra',
      status: 'Issued',
      taxable: 1_000_00,
      cgst: 0,
      igst: maharashtra.igstPaise,
      total: maharashtra.totalPaise,
    });
    // A credit note counts against the invoice: negative, so the totals are billed net.
    expect(row(note.number)).toMatchObject({
      document: 'Credit note',
      status: `Against ${karnataka.number}`,
      taxable: -100_00,
      total: -Number(note.totalPaise),
    });
    const net =
      Number(karnataka.totalPaise) + Number(maharashtra.totalPaise) - Number(note.totalPaise);
    expect(report.totals.total).toBe(net);
    const byMonth = await get(admin, 'invoices', { groupBy: 'month' });
    expect(byMonth.rows).toEqual([expect.objectContaining({ month, total: net })]);
    const one = await get(admin, 'invoices', {
      groupBy: 'company',
      companyId: String(karnataka.companyId),
    });
    expect(one.rows).toHaveLength(1);
    expect(one.totals.total).toBe(Number(karnataka.balancePaise));
  });

  it('sums what each company was invoiced, credited and billed net', async () => {
    const report = await get(admin, 'billed-by-company');
    const of = (invoice: Invoice) => report.rows.find((r) => r.companyId === invoice.companyId);
    expect(of(karnataka)).toMatchObject({
      invoices: 1,
      invoiced: karnataka.totalPaise,
      creditNotes: 1,
      credited: karnataka.creditNotes[0]!.totalPaise,
      netBilled: karnataka.balancePaise,
    });
    expect(of(maharashtra)).toMatchObject({ invoiced: maharashtra.totalPaise, credited: 0 });
    const invoices = await get(admin, 'invoices');
    expect(report.totals.netBilled).toBe(invoices.totals.total);
  });

  it("gives each vendor's month as its statement says, paid or not", async () => {
    const report = await get(admin, 'vendor-settlements');
    expect(report.total).toBe(2);
    for (const [vendor, paid] of [
      [A, true],
      [B, false],
    ] as const) {
      const statement = (
        await t.request(`/api/settlements/${vendor.id}/${month}`, { token: admin })
      ).body;
      expect(report.rows.find((r) => r.vendorId === vendor.id)).toMatchObject({
        month,
        paid: paid ? 'Paid' : 'Not paid',
        paymentReference: paid ? 'UTR0004242' : null,
        paidOn: paid ? today : null,
        duties: statement.duties.length,
        dutiesAmount: statement.totals.dutiesPaise,
        actuals: statement.totals.actualsPaise,
        gross: statement.totals.amountPaise,
        tds: statement.totals.tdsPaise,
        net: statement.totals.netPaise,
      });
    }
    expect(report.rows.find((r) => r.vendorId === A.id)!.actuals).toBe(300_00);
    expect(report.totals.duties).toBe(3);
  });

  it('keeps billing to the operator and each vendor to its own settlements', async () => {
    const own = await get(A.token, 'vendor-settlements', { vendorId: B.id });
    expect(own.rows.map((r) => r.vendorId)).toEqual([A.id]);
    const none = await get(B.token, 'vendor-settlements', { vendorId: A.id });
    expect(none.rows.map((r) => r.vendorId)).toEqual([B.id]);
    for (const kind of ['invoices', 'billed-by-company']) {
      expect((await t.request(url(kind), { token: A.token })).status).toBe(403);
      expect((await download(A.token, kind, { format: 'csv' })).status).toBe(403);
    }
    for (const kind of ['invoices', 'billed-by-company', 'vendor-settlements'])
      expect((await t.request(url(kind), { token: driver })).status).toBe(403);
    const file = await download(B.token, 'vendor-settlements', { format: 'csv' });
    expect(await file.text()).not.toContain('UTR0004242');
  });

  it('refuses filters the billing reports do not have', async () => {
    const bad = [
      ['invoices', { groupBy: 'vendor' }, 'querystring.groupBy'],
      ['invoices', { sort: 'km' }, 'querystring.sort'],
      ['billed-by-company', { companyId: 'not-a-uuid' }, 'querystring.companyId'],
      ['vendor-settlements', { from: today, to: `${month}-01` }, 'querystring.to'],
    ] as const;
    for (const [kind, query, path] of bad) {
      const res = await t.request(url(kind, query), { token: admin });
      expect(res.status, `${kind} ${JSON.stringify(query)}`).toBe(400);
      expect(JSON.stringify(res.body.error.details)).toContain(path);
    }
    const format = await download(admin, 'invoices', { format: 'doc' });
    expect(format.status).toBe(400);
  });

  it("writes the cells' words in the reader's language, names and numbers as they are", async () => {
    const hindi = await (await download(admin, 'invoices', { format: 'csv' }, 'hi')).text();
    expect(hindi).toContain('क्रेडिट नोट');
    expect(hindi).toContain('आंशिक क्रेडिट');
    expect(hindi).toContain(`${karnataka.number} के विरुद्ध`);
    expect(hindi).not.toMatch(/Part credited|Credit note|Against/);
    const tamil = await (
      await download(admin, 'vendor-settlements', { format: 'csv' }, 'ta')
    ).text();
    expect(tamil).toContain('செலுத்தப்படவில்லை');
    expect(tamil).toContain('UTR0004242');
    expect(tamil).not.toMatch(/Not paid/);
  });

  it('exports them as CSV, XLSX and PDF with the on-screen totals', async () => {
    const api = await get(admin, 'invoices');
    const csv = (await (await download(admin, 'invoices', { format: 'csv' })).text()).replace(
      /^\uFEFF/,
      '',
    );
    expect(csv).toContain(karnataka.number);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines.at(-1)).toMatch(/^Total,/);
    expect(lines.at(-1)).toContain(`"${formatRupees(Number(api.totals.total))}"`);

    const xlsx = await download(A.token, 'vendor-settlements', { format: 'xlsx' });
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Vendor', 'Month', 'Paid']);
    const row = (sheet.getRow(3).values as unknown[]).slice(1);
    const mine = (await get(A.token, 'vendor-settlements')).rows[0]!;
    expect(row[2]).toBe('Paid');
    expect(row[3]).toBe('UTR0004242');
    // Money in rupees as numbers, as the other reports' workbooks.
    expect(row[header.indexOf('Net payable')]).toBe(Number(mine.net) / 100);
    expect(sheet.rowCount).toBe(4);

    const pdf = await download(admin, 'billed-by-company', { format: 'pdf' });
    expect(pdf.headers.get('content-disposition')).toContain(
      `raahi-billed-by-company-${period.from}-to-${period.to}.pdf`,
    );
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain('Billed by company');
    expect(text).toContain(formatRupees(Number(karnataka.balancePaise)));
  });
});
