import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { typeDate } from '../../fixtures/dates.js';
import { png } from '../../fixtures/files.js';
import { choose } from '../../fixtures/select.js';
import { serverLog, signInWithOtp, UNASSIGNED_DRIVER } from '../../fixtures/sessions.js';
import { localStorageOf, openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');
const logFile = inject('serverLogFile');

const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
const letters = () =>
  Array.from({ length: 2 }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ'[Math.floor(Math.random() * 23)]).join(
    '',
  );

/** A registration no earlier run has used: Karnataka, RTO 02 (Bengaluru West). */
const SERIES = letters();
const SERIAL = `${1 + Math.floor(Math.random() * 9)}${digits(3)}`;
const NUMBER = `KA02${SERIES}${SERIAL}`;
const GROUPED = `KA 02 ${SERIES} ${SERIAL}`;

const PHOTOS = [
  { label: 'Front', file: 'front.png', colour: [200, 80, 80] },
  { label: 'Back', file: 'back.png', colour: [80, 120, 200] },
  { label: 'RC (front)', file: 'rc-front.png', colour: [90, 160, 90] },
  { label: 'RC (back)', file: 'rc-back.png', colour: [160, 160, 60] },
] as const;

/** A date `days` from today, as a date input takes it. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

describe('vehicles', () => {
  let browser: Browser;
  let files: string;
  let vehicleId = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    files = await fs.mkdtemp(path.join(os.tmpdir(), 'raahi-e2e-vehicle-'));
    for (const photo of PHOTOS)
      await fs.writeFile(path.join(files, photo.file), png(64, 48, [...photo.colour]));
  });
  afterAll(async () => {
    await browser.close();
    await fs.rm(files, { recursive: true, force: true });
  });

  it('a vendor adds a vehicle with photos, the operator approves it, the vendor gives it a driver', async () => {
    // The vendor, on a desktop, through the wizard.
    const vendor = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.vendor);
    let page = vendor.page;
    await page.goto(baseUrl + '/vehicles');
    await page.getByRole('link', { name: 'Add vehicle' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a vehicle' }).waitFor();

    // The server's check: BH plates are flagged, the number is shown grouped.
    await page.getByRole('textbox', { name: 'Registration number' }).fill('22BH1234AB');
    await page
      .getByText('Bharat-series (BH) plates are for private vehicles', { exact: false })
      .waitFor();
    await page.getByRole('textbox', { name: 'Registration number' }).fill(NUMBER.toLowerCase());
    await page.getByText(`Reads as ${GROUPED}`).waitFor();
    await page.getByText('Valid registration number format').waitFor();
    expect(await page.getByText('Bharat-series', { exact: false }).count()).toBe(0);
    await choose(page, 'Category', 'Sedan');
    await choose(page, 'Fuel', 'CNG');
    await page.getByLabel('Brand').fill('Maruti Suzuki');
    await page.getByLabel('Model').fill('Dzire Tour S');
    await page.getByLabel('Colour').fill('White');
    await noHorizontalScroll(page, VIEWPORTS.desktop.width);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Saved as Staged: the draft holds the server id, and a reload comes back to this step.
    await stepHeading(page, 'Compliance').waitFor();
    const draft = JSON.parse((await localStorageOf(page)).vehicleOnboardingDraft!);
    expect(draft).toMatchObject({ activeStep: 1, approvalStatus: 'Staged' });
    vehicleId = draft.vehicleId;
    expect(vehicleId).toMatch(/^[0-9a-f-]{36}$/);
    await page.reload();
    await stepHeading(page, 'Compliance').waitFor();
    await page
      .getByRole('heading', { level: 1, name: `Continue onboarding: ${GROUPED}` })
      .waitFor();

    const paper = (name: string) => page.getByRole('region', { name });
    await typeDate(paper('Road tax'), 'Valid till', inDays(900));
    await paper('Fitness certificate').getByLabel('Certificate number').fill('FC-2231');
    await typeDate(paper('Fitness certificate'), 'Valid till', inDays(400));
    await paper('Permit').getByLabel('Permit number').fill('KA-TP-2231');
    await typeDate(paper('Permit'), 'Valid till', inDays(300));
    await paper('Insurance').getByLabel('Policy number').fill('POL-992231');
    await typeDate(paper('Insurance'), 'Valid till', inDays(10));
    await paper('Insurance').getByText('Expiring soon').waitFor();
    await paper('Emission certificate (PUC)').getByLabel('Certificate number').fill('PUC-2231');
    await typeDate(paper('Emission certificate (PUC)'), 'Valid till', inDays(150));
    await page.getByRole('checkbox', { name: 'Fire extinguisher' }).check();
    await page.getByRole('checkbox', { name: 'First aid kit' }).check();
    await page
      .getByLabel('Upload Insurance policy')
      .setInputFiles(path.join(files, PHOTOS[0].file));
    await page.getByRole('img', { name: 'Insurance policy preview' }).waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await stepHeading(page, 'Photos').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Upload the Front photo').waitFor();
    for (const photo of PHOTOS) {
      await page.getByLabel(`Upload ${photo.label}`).setInputFiles(path.join(files, photo.file));
      const preview = page.getByRole('img', { name: `${photo.label} preview` });
      await preview.waitFor();
      expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    }
    await page.getByRole('button', { name: 'Next' }).click();

    await stepHeading(page, 'Review and submit').waitFor();
    const review = page.getByRole('main');
    for (const [label, value] of [
      ['Registration number', GROUPED],
      ['Category', 'Sedan'],
      ['Fire extinguisher', 'Yes'],
    ]) {
      await review.getByText(label!, { exact: true }).first().waitFor();
      await review.getByText(value!, { exact: true }).first().waitFor();
    }
    await review.getByText('Runs out within 30 days: Insurance', { exact: false }).waitFor();
    await noHorizontalScroll(page, VIEWPORTS.desktop.width);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.waitForURL(`${baseUrl}/vehicles/${vehicleId}`);
    await page.getByRole('heading', { level: 1, name: GROUPED }).waitFor();
    await page.getByText('Waiting for the operator’s review.').waitFor();
    expect((await localStorageOf(page)).vehicleOnboardingDraft).toBeUndefined();
    expect(unexpectedErrors(vendor.errors)).toEqual([]);
    await page.context().close();

    // The operator, on a phone, finds it among the pending vehicles and approves it.
    const admin = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.admin);
    page = admin.page;
    await page.goto(`${baseUrl}/vehicles?approvalStatus=Pending`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(NUMBER);
    await page.waitForURL(/q=KA02/);
    const card = page.getByRole('link', { name: new RegExp(GROUPED) });
    await card.getByText('Shree Travels').waitFor();
    await card.getByText('Expiring soon').waitFor();
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    await card.click();
    await page.waitForURL(`${baseUrl}/vehicles/${vehicleId}`);
    await page.getByRole('img', { name: 'Front preview' }).waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve ${GROUPED}?` });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`${GROUPED} is approved.`).waitFor();
    await page.getByText('Pending → Approved').waitFor();
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    expect(unexpectedErrors(admin.errors)).toEqual([]);
    await page.context().close();

    // The vendor gives it the approved driver who has no vehicle yet.
    const again = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.vendor);
    page = again.page;
    await page.goto(`${baseUrl}/vehicles/${vehicleId}`);
    const driverSection = page.getByRole('region', { name: 'Driver' });
    await driverSection.getByRole('combobox', { name: 'Driver' }).click();
    expect(
      await page.getByRole('option', { name: /Manjunath Kumar/ }).getAttribute('aria-disabled'),
    ).toBe('true');
    await page.getByRole('option', { name: new RegExp(`^${UNASSIGNED_DRIVER.name} `) }).click();
    await driverSection.getByRole('button', { name: 'Assign driver' }).click();
    await page.getByText(`${UNASSIGNED_DRIVER.name} now drives this vehicle.`).waitFor();
    await driverSection.getByRole('link', { name: UNASSIGNED_DRIVER.name }).click();

    // The driver's page shows the vehicle, grouped, linking back to it.
    await page.getByRole('heading', { level: 1, name: UNASSIGNED_DRIVER.name }).waitFor();
    const vehicleLink = page.getByRole('link', { name: `Open vehicle ${GROUPED}` });
    await vehicleLink.waitFor();
    expect(await vehicleLink.getAttribute('href')).toBe(`/vehicles/${vehicleId}`);
    expect(unexpectedErrors(again.errors)).toEqual([]);
    await page.context().close();

    // The driver, signed in by code, sees its vehicle on its own page.
    const session = await signInWithOtp(baseUrl, UNASSIGNED_DRIVER.phone, () => serverLog(logFile));
    const driver = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, session);
    page = driver.page;
    await page.goto(`${baseUrl}/profile/${session.user.id}`);
    await page.getByRole('heading', { level: 1, name: UNASSIGNED_DRIVER.name }).waitFor();
    await page.getByText(GROUPED, { exact: true }).waitFor();
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    expect(unexpectedErrors(driver.errors)).toEqual([]);
    await page.context().close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the list and a vehicle on ${name} without console errors`, async () => {
      const { page, errors } = await openSignedIn(browser, viewport, baseUrl, sessions.admin);
      await page.goto(`${baseUrl}/vehicles?compliance=expired`);
      await page.getByRole('heading', { level: 1, name: 'Vehicles' }).waitFor();
      const demo = page.getByRole('link', { name: /KA 51 C 9034/ }).first();
      await demo.waitFor();
      await noHorizontalScroll(page, viewport.width);
      await demo.click();
      await page.getByRole('heading', { level: 1, name: 'KA 51 C 9034' }).waitFor();
      await page.getByRole('heading', { name: 'Compliance' }).waitFor();
      await page.getByText(/^Expired: Insurance/).waitFor();
      await page.getByRole('heading', { name: 'History' }).waitFor();
      await noHorizontalScroll(page, viewport.width);
      expect(unexpectedErrors(errors)).toEqual([]);
      await page.context().close();
    });
  }
});
