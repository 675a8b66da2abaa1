import type { SettlementStatement, SettlementSummary } from '@raahi/domain/settlements';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, settled } from '../../fixtures/axe.js';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

/** The vendor's latest month of the last twelve with a statement (the demo's completed duties). */
async function vendorMonth(): Promise<SettlementSummary> {
  const now = new Date(Date.now() + 330 * 60_000);
  for (let back = 0; back < 12; back++) {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const month = at.toISOString().slice(0, 7);
    const response = await fetch(`${baseUrl}/api/settlements?month=${month}`, {
      headers: { authorization: `Bearer ${sessions.vendor.accessToken}` },
    });
    const list = (await response.json()) as SettlementSummary[];
    if (list.length > 0) return list[0]!;
  }
  throw new Error('The demo vendor has no statement in the last twelve months');
}

async function openStatement(page: Page, summary: SettlementSummary) {
  await page.goto(
    `${baseUrl}/billing/settlements?month=${summary.month}&vendor=${summary.vendorId}`,
  );
  await page
    .getByRole('heading', { level: 2, name: `${summary.vendorName}, ${summary.month}` })
    .waitFor();
  await page.getByRole('table', { name: 'Duties of the month' }).waitFor();
}

/** Issue 29: a vendor downloads its own monthly statement, on a desk and on a phone. */
describe('settlements', () => {
  let browser: Browser;
  let summary: SettlementSummary;
  beforeAll(async () => {
    browser = await launchBrowser();
    summary = await vendorMonth();
  });
  afterAll(() => browser.close());

  it('the vendor opens its statement and downloads the PDF and the workbook', async () => {
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.desktop,
      baseUrl,
      sessions.vendor,
    );
    await openStatement(page, summary);
    await settled(page);
    expect(await axeViolations(page, 'a vendor statement')).toEqual([]);

    // Each deduction says how it was made: the demo's late starts and missed reports by rule.
    const statement = (await (
      await fetch(`${baseUrl}/api/settlements/${summary.vendorId}/${summary.month}`, {
        headers: { authorization: `Bearer ${sessions.vendor.accessToken}` },
      })
    ).json()) as SettlementStatement;
    const deductions = page.getByRole('table', { name: 'Deductions' });
    for (const deduction of statement.deductions) {
      const row = deductions.getByRole('row').filter({ hasText: deduction.reason });
      expect(await row.textContent()).toContain(deduction.rule ? 'By rule: ' : 'By hand');
    }

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdfFile = await pdfDownload;
    expect(pdfFile.suggestedFilename()).toMatch(
      new RegExp(`^settlement-VEN-\\d+-${summary.month}\\.pdf$`),
    );
    const pdf = await readFile(await pdfFile.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // pdfkit writes the document's title uncompressed: the vendor's number and the month.
    expect(pdf.toString('latin1')).toMatch(new RegExp(`Statement VEN-\\d+ ${summary.month}`));

    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download XLSX' }).click();
    const xlsxFile = await xlsxDownload;
    expect(xlsxFile.suggestedFilename()).toBe(pdfFile.suggestedFilename().replace(/pdf$/, 'xlsx'));
    const xlsx = await readFile(await xlsxFile.path());
    // A workbook is a zip whose parts name its sheets.
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(xlsx.toString('latin1')).toContain('xl/worksheets/sheet1.xml');
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('fits a phone, buttons and all', async () => {
    const { page } = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.vendor);
    await openStatement(page, summary);
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    await page.getByRole('button', { name: 'Download XLSX' }).waitFor();
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    await page.context().close();
  });
});
