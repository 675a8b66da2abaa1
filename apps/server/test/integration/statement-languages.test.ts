import { todayInIndia } from '@raahi/domain/compliance';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/modules/settlements/statement-words/en.js';
import { hi } from '../../src/modules/settlements/statement-words/hi.js';
import { completedWithSlip, flatFare, putProfile } from '../helpers/billing.js';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { hasWord, pdfText } from '../helpers/pdf-text.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 32: a vendor's statement, PDF and XLSX, in the language of the screens. */
describe('settlement statement languages', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;
  let vendor: { id: string; token: string };
  let missedDuty: { id: string; regId: string };
  const month = todayInIndia().slice(0, 7);
  const { move, acceptedFor, bookFor } = dutyRequests(() => ({ t, admin, companyId }));
  const base = (vendorId: string) => `/api/settlements/${vendorId}/${month}`;
  const exportOf = async (format: string, acceptLanguage?: string) => {
    const res = await fetch(`${t.url}${base(vendor.id)}/export?format=${format}`, {
      headers: {
        authorization: `Bearer ${admin}`,
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
    });
    expect(res.status).toBe(200);
    return res.arrayBuffer();
  };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    await putProfile(t, admin);
    companyId = (await insertCompany(t.db)).id;
    vendor = await vendorWithToken(t);
    await flatFare(t, admin, 6_17_283_50, 'purchase');
    await completedWithSlip(t, { acceptedFor, move }, vendor);
    await completedWithSlip(t, { acceptedFor, move }, vendor, true);
    const deducted = await t.request(`${base(vendor.id)}/deductions`, {
      method: 'POST',
      token: admin,
      json: { amountPaise: 2_500_00, reason: 'No-show at pickup on the 3rd' },
    });
    expect(deducted.status, deducted.text).toBe(200);
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

  it('prints the PDF in Hindi, the rule deduction in Hindi, the operator’s reason as typed', async () => {
    const bytes = await exportOf('pdf', 'hi');
    expect((await PDFDocument.load(bytes)).getTitle()).toContain('स्टेटमेंट');
    const text = await pdfText(bytes);
    // Words pdf.js reads back whole (it loses the ी of a ligated टी, as in ड्यूटी).
    for (const word of [
      hi.heading,
      hi.columns.pricedAs,
      hi.sums.net,
      hi.byHand,
      hi.rules['vehicle-not-reported'],
      hi.notPaid,
    ])
      expect(hasWord(text, word), word).toBe(true);
    expect(hasWord(text, `गाड़ी नहीं पहुँची — ${missedDuty.regId}`)).toBe(true);
    expect(text).toContain('No-show at pickup on the 3rd');
    for (const label of [
      en.heading,
      en.dutiesHeading,
      en.sums.net,
      en.byHand,
      'By rule',
      'Vehicle did not report',
      en.notPaid,
      'Not priced',
      'Made on',
    ])
      expect(text).not.toContain(label);
  });

  it('prints the English of before without an Accept-Language', async () => {
    const text = await pdfText(await exportOf('pdf'));
    for (const word of [
      'Vendor Statement',
      'Duties completed in the month',
      'By rule: vehicle did not report',
      `Vehicle did not report — ${missedDuty.regId}`,
      'Not priced: its slip',
      'Net payable',
    ])
      expect(text).toContain(word);
  });

  it('writes the workbook in Hindi: sheet names, headings, facts and deductions', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await exportOf('xlsx', 'hi-IN'));
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(Object.values(hi.sheet.names));
    const head = book.getWorksheet(hi.sheet.names.statement)!;
    expect(head.getRow(1).values).toEqual([undefined, hi.sheet.field, hi.sheet.value]);
    const facts = new Map<string, unknown>();
    head.eachRow((row, n) => {
      if (n > 1) facts.set(row.getCell(1).text, row.getCell(2).value);
    });
    expect(facts.get(hi.sheet.facts.payment)).toBe(hi.notPaid);
    expect(facts.get(hi.sheet.facts.operator)).toBe('Raahi Travels LLP');
    // Why this TDS rate: section 194C's case in Hindi.
    expect(Object.values(hi.tdsRules)).toContain(facts.get(hi.sheet.facts.tdsReason));
    const duties = book.getWorksheet(hi.sheet.names.duties)!;
    expect((duties.getRow(1).values as unknown[]).slice(1)).toEqual(
      Object.values(hi.sheet.columns),
    );
    // How each duty was priced: the engine's lines in Hindi, with Hindi units.
    const pricedAs = (duties.getRow(1).values as unknown[]).indexOf(hi.sheet.columns.pricedAs);
    const lines = duties.getColumn(pricedAs).values.slice(2).map(String);
    expect(lines.length).toBeGreaterThan(0);
    for (const text of lines) expect(text).not.toMatch(/package|Flat fare| a km|an hour|actuals/);
    expect(lines.join(' ')).toMatch(/पैकेज|फ़िक्स किराया|प्रति किमी|किमी/);
    const cuts: unknown[][] = [];
    book.getWorksheet(hi.sheet.names.deductions)!.eachRow((row, n) => {
      if (n > 1) cuts.push((row.values as unknown[]).slice(2));
    });
    expect(cuts).toEqual([
      [hi.byHand, 'No-show at pickup on the 3rd', 2_500],
      ['नियम से: गाड़ी नहीं पहुँची', `गाड़ी नहीं पहुँची — ${missedDuty.regId}`, 1_000],
    ]);
    expect(head.views[0]?.rightToLeft).toBeFalsy();
  });

  it('writes the Urdu workbook right to left', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await exportOf('xlsx', 'ur'));
    expect(book.worksheets).toHaveLength(3);
    for (const sheet of book.worksheets) expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(book.worksheets[0]!.name).toBe('اسٹیٹمنٹ');
  });
});
