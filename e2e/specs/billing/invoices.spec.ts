import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, settled } from '../../fixtures/axe.js';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { choose } from '../../fixtures/select.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

describe('invoices', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the operator reads a demo invoice, downloads its PDF and asks for a new one', async () => {
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.desktop,
      baseUrl,
      sessions.admin,
    );
    await page.goto(`${baseUrl}/billing/invoices`);
    await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
    const table = page.getByRole('table', { name: 'Invoices' });
    const first = table.getByRole('button', { name: /^RAH\// }).first();
    await first.waitFor();
    await settled(page);
    expect(await axeViolations(page, 'the invoices list')).toEqual([]);

    const number = (await first.textContent())!;
    await first.click();
    const invoice = page.getByRole('dialog', { name: `Invoice ${number}` });
    await invoice.getByText('Place of supply', { exact: false }).waitFor();
    await invoice
      .getByText(/Rupees .* Only/)
      .first()
      .waitFor();
    const download = page.waitForEvent('download');
    await invoice.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await readFile(await (await download).path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // pdfkit writes the document's title, the invoice's number, uncompressed.
    expect(pdf.toString('latin1')).toContain(`Tax invoice ${number}`);
    await settled(page);
    expect(await axeViolations(page, 'an invoice')).toEqual([]);
    await invoice.getByRole('button', { name: 'Close' }).click();

    // The demo's completed duties are invoiced: the preview says so, unless a journey before
    // this one completed a Nimbus duty, which is then issued.
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    const issue = page.getByRole('dialog', { name: "Issue a month's invoices" });
    await choose(page, 'Client company', 'Nimbus Technologies', issue);
    await issue.getByRole('button', { name: 'Preview' }).click();
    const refused = issue.getByText('has no completed duties');
    const issuable = issue.getByRole('button', { name: 'Issue invoice' });
    await refused.or(issuable).waitFor();
    if (await issuable.isVisible()) {
      await issuable.click();
      await page.getByRole('dialog', { name: /^Invoice RAH\// }).waitFor();
    }

    // How each client is invoiced is the Clients tab's: monthly, or one invoice per duty.
    await page.goto(`${baseUrl}/billing/clients`);
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await page
      .getByRole('button', { name: 'Edit the billing details of Nimbus Technologies' })
      .click();
    const billing = page.getByRole('dialog', { name: /^Billing details of Nimbus/ });
    const invoicing = billing.getByRole('radiogroup', { name: 'How this company is invoiced' });
    await invoicing.getByRole('radio', { name: 'One invoice per duty' }).waitFor();
    expect(await invoicing.getByRole('radio', { name: /One invoice a month/ }).isChecked()).toBe(
      true,
    );
    await settled(page);
    expect(await axeViolations(page, 'a client’s billing details')).toEqual([]);
    await billing.getByRole('button', { name: 'Cancel' }).click();
    // The refused preview's 409 is the browser's console line for an answer it shows.
    expect(unexpectedErrors(errors).filter((e) => !e.includes('409 (Conflict)'))).toEqual([]);
    await page.context().close();
  });

  it('fits a phone, and is not the vendor’s', async () => {
    const staff = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.ADMIN_USER);
    await staff.page.goto(`${baseUrl}/billing/invoices`);
    await staff.page.getByRole('table', { name: 'Invoices' }).waitFor();
    await noHorizontalScroll(staff.page, VIEWPORTS.phone.width);
    // The legal details the invoices print: ADMIN_USER reads them, only the admin saves.
    await staff.page.goto(`${baseUrl}/companyprofile`);
    await staff.page.getByRole('heading', { level: 1, name: 'Company Profile' }).waitFor();
    await expect.poll(() => staff.page.getByLabel('GSTIN').inputValue()).toMatch(/^29/);
    await staff.page.getByText('Only the admin can change these details.').waitFor();
    await settled(staff.page);
    expect(await axeViolations(staff.page, 'the company profile')).toEqual([]);
    await noHorizontalScroll(staff.page, VIEWPORTS.phone.width);
    await staff.page.context().close();
    const vendor = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.vendor);
    await vendor.page.goto(`${baseUrl}/billing/invoices`);
    await vendor.page.waitForURL((url) => !url.pathname.startsWith('/billing/invoices'));
    await vendor.page.context().close();
  });
});
