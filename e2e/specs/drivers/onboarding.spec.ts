import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, noHorizontalScroll, VIEWPORTS } from '../../fixtures/browser.js';
import { typeDate } from '../../fixtures/dates.js';
import { png } from '../../fixtures/files.js';
import { localStorageOf, openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** A driver no earlier run or spec has used: licence KA05 2015 …, born before 1997. */
const DRIVER = {
  name: `Ganesh Shetty ${digits(4)}`,
  phone: `7${digits(9)}`,
  dlNumber: `KA052015${digits(7)}`,
  dob: '1990-04-12',
  aadhaar: '234123412346',
};

const DOCUMENTS = [
  { label: 'Driving licence (front)', file: 'dl-front.png', colour: [200, 80, 80] },
  { label: 'Driving licence (back)', file: 'dl-back.png', colour: [80, 120, 200] },
  { label: 'Profile photo', file: 'photo.png', colour: [90, 160, 90] },
] as const;

const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

describe('driver onboarding', () => {
  let browser: Browser;
  let files: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    files = await fs.mkdtemp(path.join(os.tmpdir(), 'raahi-e2e-files-'));
    for (const document of DOCUMENTS)
      await fs.writeFile(path.join(files, document.file), png(48, 32, [...document.colour]));
  });
  afterAll(async () => {
    await browser.close();
    await fs.rm(files, { recursive: true, force: true });
  });

  it('a vendor adds a driver, the operator approves it, and the vendor sees it approved', async () => {
    // The vendor, on a desktop.
    const vendor = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.vendor);
    let page = vendor.page;
    await page.goto(baseUrl + '/drivers');
    await page.getByRole('link', { name: 'Add driver' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a driver' }).waitFor();

    await page.getByLabel('Name', { exact: false }).first().fill(DRIVER.name);
    await page.getByLabel('Primary phone').fill(DRIVER.phone);
    await page.getByLabel('Driving licence number').fill(DRIVER.dlNumber);
    await typeDate(page, 'Licence issue date', '2015-06-10');
    await typeDate(page, 'Licence valid until', '2034-05-31');
    await typeDate(page, 'Date of birth', DRIVER.dob);
    await page.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Male', exact: true }).click();
    await page.getByLabel('Aadhaar number').fill(DRIVER.aadhaar);
    await page.getByText('Check digit matches').waitFor();
    await page.getByText('The holder was at least 18 when it was issued').waitFor();
    await page.getByLabel('Driving experience (years)').fill('6');
    await noHorizontalScroll(page, VIEWPORTS.desktop.width);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await stepHeading(page, 'Contact and addresses').waitFor();

    // A reload mid-wizard keeps the step, the data and the driver saved on the server.
    const draft = JSON.parse((await localStorageOf(page)).driverOnboardingDraft!);
    expect(draft).toMatchObject({ activeStep: 1, aadharMasked: 'XXXX XXXX 2346' });
    expect(draft.driverId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(draft)).not.toContain(DRIVER.aadhaar);
    await page.reload();
    await stepHeading(page, 'Contact and addresses').waitFor();
    await page
      .getByRole('heading', { level: 1, name: `Continue onboarding: ${DRIVER.name}` })
      .waitFor();
    await page.getByText(`+91-${DRIVER.phone}`).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 'Identity and KYC').waitFor();
    expect(await page.getByLabel('Driving licence number').inputValue()).toBe(DRIVER.dlNumber);
    expect(await page.getByLabel('Driving experience (years)').inputValue()).toBe('6');
    await page.getByText('On file as XXXX XXXX 2346', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await stepHeading(page, 'Contact and addresses').waitFor();
    await page.getByLabel('Emergency contact name').fill('Lakshmi Shetty');
    await page.getByLabel('Emergency contact phone').fill(`8${digits(9)}`);
    await page.getByLabel('Address on Aadhaar').fill('12, 3rd Cross, Jayanagar, Bengaluru 560041');
    await page.getByLabel('Same as Aadhaar address').check();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await stepHeading(page, 'Documents').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Upload the Driving licence (front)').waitFor();
    for (const document of DOCUMENTS) {
      await page
        .getByLabel(`Upload ${document.label}`)
        .setInputFiles(path.join(files, document.file));
      const preview = page.getByRole('img', { name: `${document.label} preview` });
      await preview.waitFor();
      expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    }
    await page.getByRole('button', { name: 'Next' }).click();

    await stepHeading(page, 'Work preferences').waitFor();
    for (const language of ['Kannada', 'English'])
      await page.getByLabel(language, { exact: true }).check();
    await page.getByLabel('Weekdays').check();
    await page.getByLabel('Airport Transport').check();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await stepHeading(page, 'Review and submit').waitFor();
    const review = page.getByRole('main');
    const expected: [string, string][] = [
      // Written as licences print it: state and RTO, then year and serial.
      ['Driving licence number', `${DRIVER.dlNumber.slice(0, 4)} ${DRIVER.dlNumber.slice(4)}`],
      ['Aadhaar number', 'XXXX XXXX 2346'],
      ['Driving experience (years)', '6 years'],
      ['Current address', '12, 3rd Cross, Jayanagar, Bengaluru 560041'],
      ['Languages known', 'Kannada, English'],
      ['Timings', 'Available 24 hours'],
      ['Vendor', 'Shree Travels'],
    ];
    for (const [label, value] of expected) {
      await review.getByText(label, { exact: true }).waitFor();
      await review.getByText(value, { exact: true }).first().waitFor();
    }
    await noHorizontalScroll(page, VIEWPORTS.desktop.width);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.waitForURL(`${baseUrl}/drivers/${draft.driverId}`);
    await page.getByRole('heading', { level: 1, name: DRIVER.name }).waitFor();
    await page.getByText('Waiting for the operator’s review.').waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect((await localStorageOf(page)).driverOnboardingDraft).toBeUndefined();
    expect(unexpectedErrors(vendor.errors)).toEqual([]);
    await page.context().close();

    // The operator, on a phone, finds it in the list and approves it.
    const admin = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.admin);
    page = admin.page;
    await page.goto(`${baseUrl}/drivers?approvalStatus=Pending`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(DRIVER.dlNumber);
    await page.waitForURL(/q=KA05/);
    const card = page.getByRole('link', { name: new RegExp(DRIVER.name) });
    await card.getByText('Shree Travels').waitFor();
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    await card.click();
    await page.waitForURL(`${baseUrl}/drivers/${draft.driverId}`);
    await page.getByRole('img', { name: 'Driving licence (front) preview' }).waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve ${DRIVER.name}?` });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`${DRIVER.name} is approved.`).waitFor();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await page.getByText('Pending → Approved').waitFor();
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    expect(unexpectedErrors(admin.errors)).toEqual([]);
    await page.context().close();

    // The vendor, on a phone, sees it approved in its list.
    const again = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.vendor);
    page = again.page;
    await page.goto(`${baseUrl}/drivers?q=${encodeURIComponent(DRIVER.name)}`);
    const approved = page.getByRole('link', { name: new RegExp(DRIVER.name) });
    await approved.getByText('Approved', { exact: true }).waitFor();
    await noHorizontalScroll(page, VIEWPORTS.phone.width);
    expect(unexpectedErrors(again.errors)).toEqual([]);
    await page.context().close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the demo driver its own approved record on ${name}`, async () => {
      const session = sessions.driver;
      const { page, errors } = await openSignedIn(browser, viewport, baseUrl, session);
      await page.goto(`${baseUrl}/profile/${session.user.id}`);
      await page.getByRole('heading', { level: 1, name: session.user.name }).waitFor();
      await page.getByText('You are approved').waitFor();
      await page.getByText('Approved', { exact: true }).first().waitFor();
      await page.getByText('KA03 20120045871', { exact: true }).first().waitFor();
      await page.getByRole('heading', { name: 'Documents' }).waitFor();
      expect(await page.getByRole('textbox').count()).toBe(0);
      await noHorizontalScroll(page, viewport.width);
      expect(unexpectedErrors(errors)).toEqual([]);
      await page.context().close();
    });
  }
});
