import type { SosList } from '@raahi/domain/safety';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, settled } from '../../fixtures/axe.js';
import { launchBrowser, noHorizontalScroll, openPage, VIEWPORTS } from '../../fixtures/browser.js';
import { acceptedDutySoon } from '../../fixtures/duty-soon.js';
import { png } from '../../fixtures/files.js';
import { callApi, registered } from '../../fixtures/live.js';
import { DEMO, serverLog, UNASSIGNED_DRIVER } from '../../fixtures/sessions.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');
const logFile = inject('serverLogFile');
const shots = process.env.SAFETY_SCREENSHOTS;

const OVERRIDE = { reason: 'Journey test: started at once' };
const MG_ROAD = { latitude: 12.9756, longitude: 77.6066 };
const TILE = png(256, 256, [222, 230, 214]);
/** How long an SOS may take to sound on an open page: the outbox, the socket, a refetch. */
const LIVE_WITHIN_MS = 5_000;

const adminApi = <T>(path: string, body?: unknown) =>
  callApi<T>(baseUrl, sessions.admin.accessToken, path, body);

/** Answers what earlier runs or journeys left open, so the alarm here is this test's own. */
async function acknowledgeAll() {
  const open = await adminApi<SosList>('/sos?state=open');
  for (const alert of open.items) await adminApi(`/sos/${alert.id}/acknowledge`, {});
}

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** No tile server is reachable here: every tile is one plain local image. */
async function serveTiles(page: Page) {
  await page
    .context()
    .route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
    );
}

/** The share-trip link texted to the phone (the development SMS is written to the server log). */
async function tripLinkTextedTo(phone: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = new RegExp(`to \\+91-${phone}: .*?(/trip/[\\w-]+)`).exec(
      await serverLog(logFile),
    );
    if (found) return found[1]!;
    if (Date.now() > deadline) throw new Error(`no trip link texted to ${phone}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('SOS and the shared trip', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("a driver's SOS sounds on the operator's open page until acknowledged; the driver sees the answer", async () => {
    await acknowledgeAll();
    const operator = await openSignedIn(browser, VIEWPORTS.desktop, baseUrl, sessions.admin);
    const live = registered(operator.page);
    await operator.page.goto(`${baseUrl}/admin-dashboard`);
    await live;
    const alarm = operator.page.getByRole('alert', { name: 'SOS alerts' });
    expect(await alarm.count()).toBe(0);

    // The driver, on a phone that knows where it is, presses SOS and confirms.
    const driver = await openSignedIn(browser, VIEWPORTS.phone, baseUrl, sessions.driver);
    await driver.page.context().grantPermissions(['geolocation'], { origin: baseUrl });
    await driver.page.context().setGeolocation(MG_ROAD);
    const driverLive = registered(driver.page);
    await driver.page.goto(`${baseUrl}/driver-dashboard`);
    await driverLive;
    await driver.page.getByRole('button', { name: 'SOS', exact: true }).click();
    const confirm = driver.page.getByRole('dialog', { name: 'Send an SOS now?' });
    await confirm.getByText(/call 112/).waitFor();
    await shoot(driver.page, 'sos-confirm-phone');
    await confirm.getByRole('button', { name: 'Send SOS' }).click();
    await driver.page.getByText(/^SOS sent at \d/).waitFor();
    await noHorizontalScroll(driver.page, VIEWPORTS.phone.width);
    await shoot(driver.page, 'sos-sent-phone');

    // The operator's open page shows it at once, with the driver and where they are.
    await alarm.waitFor({ timeout: LIVE_WITHIN_MS });
    await alarm.getByText(/^SOS from a driver at \d/).waitFor();
    expect(await alarm.getByText(DEMO.driver.name, { exact: false }).count()).toBe(1);
    expect(await alarm.getByRole('link', { name: `Call ${DEMO.driver.phone}` }).count()).toBe(1);
    const open = await adminApi<SosList>('/sos?state=open');
    expect(open.items[0]!.position).toMatchObject(MG_ROAD);
    await shoot(operator.page, 'sos-alarm-desktop');

    // Acknowledged: the alarm goes, and the driver's phone says who answered, without a reload.
    await alarm.getByRole('button', { name: 'Acknowledge' }).click();
    await alarm.waitFor({ state: 'detached' });
    await driver.page.getByText(/answered your SOS at \d/).waitFor({ timeout: LIVE_WITHIN_MS });
    await shoot(driver.page, 'sos-answered-phone');
    // The live map keeps the history: this one answered, and the demo's earlier one.
    await serveTiles(operator.page);
    await operator.page.goto(`${baseUrl}/livelocation`);
    const history = operator.page.getByRole('region', { name: 'SOS alerts' });
    await history
      .getByText(/^Answered by Ananya Rao at/)
      .first()
      .waitFor();
    expect(await history.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await shoot(operator.page, 'sos-history-desktop');
    expect(unexpectedErrors(operator.errors)).toEqual([]);
    expect(unexpectedErrors(driver.errors)).toEqual([]);
    await operator.page.context().close();
    await driver.page.context().close();
  });

  it('a passenger follows the cab from the texted link on a phone and can raise an SOS', async () => {
    await acknowledgeAll();
    const phone = `97${String(Date.now()).slice(-8)}`;
    const duty = await acceptedDutySoon(
      baseUrl,
      { admin: sessions.admin.accessToken, vendor: sessions.vendor.accessToken },
      {
        startsIn: 100,
        minutes: 30,
        pickup: 'Koramangala 5th Block, Bengaluru',
        drop: 'Kempegowda International Airport, Bengaluru',
        passengers: [{ name: 'Farah Khan', phone }],
        driver: { name: UNASSIGNED_DRIVER.name },
        vehicle: 'first',
      },
    );
    await adminApi(`/trip/${duty.id}/start`, { odometer: 770_000, override: OVERRIDE });
    const path = await tripLinkTextedTo(phone);

    const passenger = await openPage(browser, VIEWPORTS.phone);
    await serveTiles(passenger.page);
    await passenger.page.goto(`${baseUrl}${path}`);
    await passenger.page.getByRole('heading', { level: 1, name: `Trip ${duty.regId}` }).waitFor();
    await passenger.page.getByText('Kempegowda International Airport, Bengaluru').waitFor();
    await settled(passenger.page);
    expect(await axeViolations(passenger.page, 'shared trip')).toEqual([]);
    await noHorizontalScroll(passenger.page, VIEWPORTS.phone.width);
    await shoot(passenger.page, 'trip-phone');

    await passenger.page.getByRole('button', { name: 'SOS', exact: true }).click();
    await passenger.page
      .getByRole('dialog', { name: 'Send an SOS now?' })
      .getByRole('button', { name: 'Send SOS' })
      .click();
    await passenger.page.getByText(/^SOS sent at \d.*operator has been alerted/).waitFor();
    const open = await adminApi<SosList>('/sos?state=open');
    const raised = open.items.find((alert) => alert.duty?.id === duty.id);
    expect(raised).toMatchObject({ source: 'passenger', duty: { regId: duty.regId } });
    await acknowledgeAll();

    // Once the trip is over the link shows only that.
    await adminApi(`/trip/${duty.id}/complete`, { odometer: 770_030, override: OVERRIDE });
    await passenger.page.reload();
    await passenger.page.getByText('This trip has ended').waitFor();
    expect(await passenger.page.getByRole('button', { name: 'SOS', exact: true }).count()).toBe(0);
    expect(unexpectedErrors(passenger.errors)).toEqual([]);
    await passenger.page.context().close();
  });
});
