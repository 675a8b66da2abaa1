import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { typeDate } from '../../fixtures/dates.js';
import { png } from '../../fixtures/files.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
const letters = () =>
  Array.from({ length: 2 }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ'[Math.floor(Math.random() * 23)]).join(
    '',
  );
/** A registration no earlier run has used: Karnataka, RTO 03 (Bengaluru East). */
const NUMBER = `KA03${letters()}${1 + Math.floor(Math.random() * 9)}${digits(3)}`;

/** A date `days` from today: as the API and a date input take it, and as the page shows it. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const shown = (date: string) => date.split('-').reverse().join('/');

async function api(token: string, method: string, route: string, body?: unknown) {
  const form = body instanceof FormData;
  const response = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body && !form ? { 'content-type': 'application/json' } : {}),
    },
    body: form ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { id: string };
  if (!response.ok)
    throw new Error(`${route} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** An approved vehicle of the demo vendor whose insurance runs out in 10 days. */
async function approvedVehicle(): Promise<{ id: string; oldDate: string }> {
  const vendor = sessions.vendor.accessToken;
  const oldDate = inDays(10);
  const { id } = await api(vendor, 'POST', '/records/vehicles', {
    category: 'Sedan',
    brand: 'Toyota',
    vehicleModelName: 'Etios',
    color: 'Silver',
    vehicleNumber: NUMBER,
    fuelType: 'Diesel',
    roadTaxValidTill: inDays(900),
    fitnessCertificate: { number: 'FC-7001', validTill: inDays(400) },
    permitNumber: 'KA-TP-7001',
    permitValidTill: inDays(300),
    insurance: { number: 'POL-7001', validTill: oldDate },
    emissionCertificate: { number: 'PUC-7001', validTill: inDays(150) },
  });
  for (const slot of ['frontImage', 'backImage', 'rcFront', 'rcBack']) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png(64, 48, [120, 90, 60]))]), `${slot}.png`);
    await api(vendor, 'PUT', `/records/vehicles/${id}/documents/${slot}`, form);
  }
  await api(vendor, 'POST', `/records/vehicles/${id}/submit`, {});
  await api(sessions.admin.accessToken, 'POST', `/records/vehicles/${id}/approve`, {});
  return { id, oldDate };
}

describe('renewing a vehicle’s papers', () => {
  let browser: Browser;
  let files: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    files = await fs.mkdtemp(path.join(os.tmpdir(), 'raahi-e2e-renewal-'));
    await fs.writeFile(path.join(files, 'new-policy.png'), png(80, 60, [40, 140, 200]));
  });
  afterAll(async () => {
    await browser.close();
    await fs.rm(files, { recursive: true, force: true });
  });

  it('a vendor renews the insurance on a phone; it waits for review until the operator approves it', async () => {
    const { id, oldDate } = await approvedVehicle();
    const newDate = inDays(375);

    // The vendor, on a phone: the page warns, and Renew is beside the insurance.
    const vendor = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.vendor);
    let page = vendor.page;
    await page.goto(`${baseUrl}/vehicles/${id}`);
    await page.getByText('Runs out within 30 days: Insurance. Renew in time.').waitFor();
    const compliance = page.getByRole('list', { name: 'Compliance' });
    const insurance = compliance.getByRole('listitem').filter({ hasText: 'Insurance' });
    await insurance.getByRole('button', { name: 'Renew Insurance' }).click();

    const dialog = page.getByRole('dialog', { name: 'Renew Insurance' });
    await typeDate(dialog, 'New valid-till date', newDate);
    await dialog.getByLabel('New number').fill('POL-7002');
    await dialog
      .getByLabel('File for Insurance policy')
      .setInputFiles(path.join(files, 'new-policy.png'));
    await dialog.getByRole('button', { name: 'Send for review' }).click();

    await insurance.getByText('Renewal waiting for review').waitFor();
    await insurance.getByText(`New validity: ${shown(newDate)} · No. POL-7002`).waitFor();
    // Until the review, the old policy is the one that counts.
    await insurance.getByText(`Valid till ${shown(oldDate)}`, { exact: false }).waitFor();
    await page.getByText('Runs out within 30 days: Insurance. Renew in time.').waitFor();
    expect(await insurance.getByRole('button', { name: 'Renew Insurance' }).count()).toBe(0);
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    expect(unexpectedErrors(vendor.errors)).toEqual([]);

    // The operator, on a desktop, looks at the new policy and approves it.
    const admin = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.admin);
    page = admin.page;
    await page.goto(`${baseUrl}/vehicles/${id}`);
    const pending = page
      .getByRole('list', { name: 'Compliance' })
      .getByRole('listitem')
      .filter({ hasText: 'Renewal waiting for review' });
    await pending.getByRole('button', { name: 'View Insurance policy' }).click();
    await page
      .getByRole('dialog', { name: 'Insurance policy' })
      .getByRole('img', { name: 'Insurance policy' })
      .waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await noHorizontalScroll(page, VIEWPORTS.desktop.width);
    await pending.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('dialog', { name: 'Approve this renewal?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await page.getByText('Renewal approved').first().waitFor();

    const renewed = page
      .getByRole('list', { name: 'Compliance' })
      .getByRole('listitem')
      .filter({ hasText: 'Insurance' });
    await renewed.getByText(`Valid till ${shown(newDate)} · No. POL-7002`).waitFor();
    expect(await page.getByText('Renewal waiting for review').count()).toBe(0);
    expect(
      await page.getByText('Runs out within 30 days: Insurance', { exact: false }).count(),
    ).toBe(0);
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Renewal approved').waitFor();
    await history
      .getByText(`Insurance · valid till ${shown(newDate)} · No. POL-7002`)
      .first()
      .waitFor();
    expect(unexpectedErrors(admin.errors)).toEqual([]);

    // Back on the phone, the vendor sees the new date.
    page = vendor.page;
    await page.reload();
    await insurance.getByText(`Valid till ${shown(newDate)}`, { exact: false }).waitFor();
    await insurance.getByRole('button', { name: 'Renew Insurance' }).waitFor();
    await vendor.page.context().close();
    await admin.page.context().close();
  });
});
