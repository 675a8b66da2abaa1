import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../../fixtures/browser.js';
import { DEMO } from '../../fixtures/sessions.js';
import { openSignedIn, unexpectedErrors } from '../../fixtures/signed-in.js';

const baseUrl = inject('baseUrl');
const sessions = inject('sessions');

async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

type Named = { id: string; name: string };

/**
 * The operator books the demo driver and his car for an early hour (04:30 India time, before
 * the demo's first shift) on a day two to three weeks out, away from the schedule spec's days.
 */
async function bookForDemoDriver(): Promise<{ id: string; regId: string }> {
  const admin = sessions.admin.accessToken;
  const day = new Date(Date.now() + (14 + Math.floor(Math.random() * 7)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const times = {
    scheduledStart: `${day}T04:30:00+05:30`,
    scheduledEnd: `${day}T05:30:00+05:30`,
  };
  const companies = await api<Named[]>('/companies', admin);
  const vendors = await api<Named[]>('/trip/eligible-vendors', admin);
  const vendorId = vendors.find((vendor) => vendor.name === 'Shree Travels')!.id;
  const query = new URLSearchParams({ vendorId, vehicleCategory: 'Sedan', ...times });
  const crew = await api<{
    drivers: (Named & { vehicleId: string | null; reasons: string[] })[];
    vehicles: { id: string; reasons: string[] }[];
  }>(`/trip/eligible?${query.toString()}`, admin);
  const driver = crew.drivers.find((candidate) => candidate.name === DEMO.driver.name)!;
  expect(driver.reasons).toEqual([]);
  // His own car when it is free, else any free Sedan of the vendor.
  const free = crew.vehicles.filter((vehicle) => vehicle.reasons.length === 0);
  const vehicle = free.find((candidate) => candidate.id === driver.vehicleId) ?? free[0]!;
  return api('/trip/create-trip', admin, {
    companyId: companies.find((company) => company.name === 'Nimbus Technologies')!.id,
    serviceType: 'Airport Transport',
    pickup: { address: 'Nimbus Tech Park, Outer Ring Road, Bengaluru' },
    drop: { address: 'Kempegowda International Airport, Bengaluru' },
    ...times,
    passengerCount: 1,
    passengers: [],
    vehicleCategory: 'Sedan',
    vendorId,
    driverId: driver.id,
    vehicleId: vehicle.id,
  });
}

describe("the driver's duty drawer", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("shows the driver its duty's history, and no error", async () => {
    const duty = await bookForDemoDriver();
    const { page, errors } = await openSignedIn(
      browser,
      VIEWPORTS.desktop,
      baseUrl,
      sessions.driver,
    );
    await page.goto(`${baseUrl}/duties?duty=${duty.id}`);
    const drawer = page.getByRole('dialog', { name: duty.regId });
    const history = drawer.locator('section', {
      has: page.getByRole('heading', { name: 'History', exact: true }),
    });
    await history.getByText('Booked', { exact: true }).waitFor();
    await history.getByText(new RegExp(DEMO.admin.name)).waitFor();
    expect(await drawer.getByText('Your role may not do this').count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
