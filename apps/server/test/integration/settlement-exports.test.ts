import { todayInIndia } from '@raahi/domain/compliance';
import { formatIndianDate, formatRupees } from '@raahi/domain/formats';
import type { SettlementStatement } from '@raahi/domain/settlements';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSlip, completedWithSlip, flatFare, putProfile } from '../helpers/billing.js';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { pdfText } from '../helpers/pdf-text.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 29: a vendor's statement as PDF and XLSX, read back and held to the JSON statement. */
describe('settlement exports', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;
  let vendor: { id: string; token: string };
  let vendorUser: string;
  let otherVendor: { id: string; token: string };
  let driverToken: string;
  let openDuty: { id: string; regId: string; driverToken: string };
  let missedDuty: { id: string; regId: string };
  const month = todayInIndia().slice(0, 7);
  const { move, acceptedFor, bookFor } = dutyRequests(() => ({ t, admin, companyId }));
  const base = (vendorId: string) => `/api/settlements/${vendorId}/${month}`;
  const exportOf = (vendorId: string, format: string, token = admin) =>
    fetch(`${t.url}${base(vendorId)}/export?format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  const statementOf = async (token = admin) =>
    (await t.request(base(vendor.id), { token })).body as SettlementStatement;

  const completed = (open = false) => completedWithSlip(t, { acceptedFor, move }, vendor, open);

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    await putProfile(t, admin);
    companyId = (await insertCompany(t.db)).id;
    vendor = await vendorWithToken(t);
    vendorUser = (
      await signIn(t, await insertUser(t.db, { role: 'VENDOR_USER', vendorId: vendor.id }))
    ).accessToken;
    otherVendor = await vendorWithToken(t);
    await flatFare(t, admin, 6_17_283_50, 'purchase');
    const tolled = await completed();
    driverToken = tolled.driverToken;
    const toll = await t.request(`/api/trip/${tolled.id}/slip/charges/${randomUUID()}`, {
      method: 'PUT',
      token: tolled.driverToken,
      json: { kind: 'toll', amountPaise: 155_50 },
    });
    expect(toll.status, toll.text).toBe(200);
    await completed();
    openDuty = await completed(true);
    const deducted = await t.request(`${base(vendor.id)}/deductions`, {
      method: 'POST',
      token: admin,
      json: { amountPaise: 2_500_00, reason: 'No-show at pickup on the 3rd' },
    });
    expect(deducted.status, deducted.text).toBe(200);
    // A deduction by rule: the vendor's vehicle did not report for a duty the operator cancelled.
    const penalty = await t.request('/api/settings', {
      method: 'PUT',
      token: admin,
      json: { vehicleNotReportedPenaltyPaise: 1_000_00 },
    });
    expect(penalty.status, penalty.text).toBe(200);
    missedDuty = await bookFor(vendor.id, 1);
    const cancelled = await move(missedDuty.id, 'cancel', {
      reason: 'No cab at the gate',
      vehicleNotReported: true,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
  });
  afterAll(() => t.close());

  it('writes the PDF with the parties, each duty, deductions, TDS and net of the JSON', async () => {
    const statement = await statementOf();
    expect(statement.duties).toHaveLength(3);
    expect(statement.totals.actualsPaise).toBe(155_50);
    const response = await exportOf(vendor.id, 'pdf', vendorUser);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="settlement-${statement.vendorRegId}-${month}.pdf"`,
    );
    const text = await pdfText(await response.arrayBuffer());
    const { totals } = statement;
    expect(text).toContain('Raahi Travels LLP');
    expect(text).toContain(statement.vendorName);
    for (const duty of statement.duties) {
      expect(text).toContain(duty.regId);
      expect(text).toContain(formatIndianDate(duty.completedOn));
    }
    expect(text).toContain('Not priced');
    expect(text).toContain('Not priced: its slip');
    // Indian grouping: two duties at ₹6,17,283.50 and a toll of ₹155.50.
    for (const paise of [
      totals.dutiesPaise,
      totals.actualsPaise,
      totals.deductionsPaise,
      totals.amountPaise,
      totals.tdsPaise,
      totals.netPaise,
    ])
      expect(text).toContain(formatRupees(paise));
    expect(formatRupees(totals.dutiesPaise)).toBe('₹12,34,722.50');
    expect(text).toContain('No-show at pickup on the 3rd');
    expect(text).toContain('By hand');
    expect(text).toContain('By rule: vehicle did not report');
    expect(text).toContain(`Vehicle did not report — ${missedDuty.regId}`);
    expect(text).toContain(`@ ${totals.tdsBasisPoints / 100}%`);
    expect(text).toContain('Rupees Twelve Lakh');
    expect(text).toContain('Not paid');
    expect(text).toContain('1 of the month');
  });

  it('writes the workbook with the same figures, in rupees, a row per duty', async () => {
    const statement = await statementOf(vendor.token);
    const response = await exportOf(vendor.id, 'xlsx', vendor.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toContain(
      `settlement-${statement.vendorRegId}-${month}.xlsx`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const facts = new Map<string, unknown>();
    book.getWorksheet('Statement')!.eachRow((row, n) => {
      if (n > 1) facts.set(row.getCell(1).text, row.getCell(2).value);
    });
    const { totals } = statement;
    expect(facts.get('Vendor')).toBe(statement.vendorName);
    expect(facts.get('Operator')).toBe('Raahi Travels LLP');
    expect(facts.get('Duties at purchase rates (₹)')).toBe(totals.dutiesPaise / 100);
    expect(facts.get('of which actuals paid (₹)')).toBe(totals.actualsPaise / 100);
    expect(facts.get('Deductions (₹)')).toBe(totals.deductionsPaise / 100);
    expect(facts.get('Gross credited (₹)')).toBe(totals.amountPaise / 100);
    expect(facts.get('TDS (₹)')).toBe(totals.tdsPaise / 100);
    expect(facts.get('Net payable (₹)')).toBe(totals.netPaise / 100);
    expect(facts.get('Payment')).toBe('Not paid');

    const rows: unknown[][] = [];
    book.getWorksheet('Duties')!.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows.map((row) => row[1])).toEqual(statement.duties.map((duty) => duty.regId));
    const amounts = statement.duties.map((duty) =>
      duty.charge ? duty.charge.totalPaise / 100 : undefined,
    );
    expect(rows.map((row) => row[8])).toEqual(amounts);
    const unpriced = rows.find((row) => row[1] === openDuty.regId)!;
    expect(String(unpriced[5])).toMatch(/^Not priced/);
    expect(rows[0]![0]).toEqual(new Date(`${statement.duties[0]!.completedOn}T00:00:00Z`));
    const cuts: unknown[][] = [];
    book.getWorksheet('Deductions')!.eachRow((row, n) => {
      if (n > 1) cuts.push((row.values as unknown[]).slice(2));
    });
    expect(cuts).toEqual([
      ['By hand', 'No-show at pickup on the 3rd', 2_500],
      ['By rule: vehicle did not report', `Vehicle did not report — ${missedDuty.regId}`, 1_000],
    ]);
  });

  it('prints the payment once recorded', async () => {
    await closeSlip(t, openDuty);
    const paid = await t.request(`${base(vendor.id)}/payment`, {
      method: 'POST',
      token: admin,
      json: { reference: 'UTR77001122', paidOn: todayInIndia() },
    });
    expect(paid.status, paid.text).toBe(200);
    const text = await pdfText(await (await exportOf(vendor.id, 'pdf')).arrayBuffer());
    expect(text).toContain(`Paid on ${formatIndianDate(todayInIndia())}, reference UTR77001122`);
    expect(text).not.toContain('Not priced');
  });

  it("gives another vendor's statement to nobody but its own and the operator", async () => {
    // Another vendor asking, whatever the ids: 404, as for a vendor that does not exist.
    expect((await exportOf(vendor.id, 'pdf', otherVendor.token)).status).toBe(404);
    expect((await exportOf(vendor.id, 'xlsx', otherVendor.token)).status).toBe(404);
    expect((await exportOf(randomUUID(), 'pdf', vendor.token)).status).toBe(404);
    expect((await exportOf(randomUUID(), 'pdf', admin)).status).toBe(404);
    // Its own month without duties is an empty statement, not an error.
    expect((await exportOf(otherVendor.id, 'pdf', otherVendor.token)).status).toBe(200);
    expect((await exportOf(vendor.id, 'pdf', driverToken)).status).toBe(403);
    const adminUser = (await signIn(t, await insertUser(t.db, { role: 'ADMIN_USER' }))).accessToken;
    expect((await exportOf(vendor.id, 'xlsx', adminUser)).status).toBe(200);
    expect((await fetch(`${t.url}${base(vendor.id)}/export?format=pdf`)).status).toBe(401);
  });

  it('answers 400 VALIDATION_FAILED for a format, month or id it cannot read', async () => {
    for (const path of [
      `${base(vendor.id)}/export?format=docx`,
      `${base(vendor.id)}/export`,
      `/api/settlements/${vendor.id}/2026-13/export?format=pdf`,
      `/api/settlements/not-a-uuid/${month}/export?format=pdf`,
    ]) {
      const response = await t.request(path, { token: admin });
      expect(response.status, path).toBe(400);
      expect(response.body.error.code, path).toBe('VALIDATION_FAILED');
    }
  });

  it('documents the route and its format at /api/docs', async () => {
    const docs = await t.request('/api/docs/json');
    const route = docs.body.paths['/api/settlements/{vendorId}/{month}/export'].get;
    const format = route.parameters.find((p: { name: string }) => p.name === 'format');
    expect(format).toMatchObject({ in: 'query', required: true });
    expect(JSON.stringify(format.schema)).toContain('"enum":["pdf","xlsx"]');
    expect(route.responses['404']).toBeDefined();
  });
});
