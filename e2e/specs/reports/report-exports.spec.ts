import { formatCell } from '@raahi/domain/report-cells';
import { REPORTS, reportKindsFor, type ReportPage } from '@raahi/domain/reports';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../../fixtures/browser.js';
import { callApi } from '../../fixtures/live.js';
import { pdfText } from '../../fixtures/pdf-text.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

/** The cells of a CSV line (RFC 4180: Indian grouping puts commas inside quoted cells). */
const cells = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) =>
    m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"'),
  );

async function download(page: Page, format: 'CSV' | 'XLSX' | 'PDF') {
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: format, exact: true }).click();
  return readFile(await (await file).path());
}

/**
 * Issue 30: every report a role may open, exported as CSV, XLSX and PDF from its page, each file
 * read back (a CSV parser, exceljs, pdf.js) and its totals checked against the API's.
 */
describe('report exports, read back', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const role of ['admin', 'vendor'] as const) {
    it(
      `${role}: every report's CSV, XLSX and PDF carry the API's totals`,
      { timeout: 240_000 },
      async () => {
        const session = sessions[role];
        const { page, errors } = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, session);
        for (const kind of reportKindsFor(role)) {
          const { title } = REPORTS[kind];
          await page.goto(`${baseUrl}/reports/${kind}`);
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          await page.getByRole('table', { name: title }).waitFor();
          const api = await callApi<ReportPage>(
            baseUrl,
            session.accessToken,
            `/reports/${kind}${new URL(page.url()).search}`,
          );
          // The first measure, after the grouping's label columns.
          const measure = api.columns.find((c) => !['text', 'date', 'month'].includes(c.type))!;
          const total = api.totals[measure.key];
          const shown = formatCell(measure, total);

          const csv = (await download(page, 'CSV'))
            .toString('utf8')
            .replace(/^\uFEFF/, '')
            .trim()
            .split('\r\n');
          const header = cells(csv[0]!);
          const last = cells(csv.at(-1)!);
          expect(last[0], `${kind} CSV`).toBe('Total');
          expect(last[header.indexOf(measure.label)], `${kind} CSV`).toBe(shown);
          expect(csv, `${kind} CSV rows`).toHaveLength(api.total + 2);

          const workbook = new ExcelJS.Workbook();
          await workbook.xlsx.load(Uint8Array.from(await download(page, 'XLSX')).buffer);
          const sheet = workbook.worksheets[0]!;
          const totalRow = sheet.getRow(sheet.rowCount);
          const labels = sheet.getRow(2).values as unknown[];
          expect(totalRow.getCell(1).value, `${kind} XLSX`).toBe('Total');
          const cell = Number(totalRow.getCell(labels.indexOf(measure.label)).value ?? 0);
          expect(measure.type === 'rupees' ? Math.round(cell * 100) : cell, `${kind} XLSX`).toBe(
            Number(total ?? 0),
          );

          const pdf = await pdfText(await download(page, 'PDF'));
          expect(pdf, `${kind} PDF`).toContain(`Raahi · ${title}`);
          expect(pdf, `${kind} PDF`).toContain('Total');
          if (shown) expect(pdf, `${kind} PDF`).toContain(shown);
        }
        expect(unexpectedErrors(errors)).toEqual([]);
        await page.context().close();
      },
    );
  }
});
