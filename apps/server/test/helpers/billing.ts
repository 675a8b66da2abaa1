import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { regIdSql } from '../../src/db/reg-id.js';
import { duties, dutySlipCharges, dutySlips } from '../../src/db/schema/index.js';
import type { dutyRequests } from './duty-requests.js';
import type { TestApp } from './test-app.js';
import { makeGstin, makePan } from './vendors.js';

/** The operator's legal details as the admin would fill them: a firm in Karnataka, 5% option. */
export function profileInput(overrides: Record<string, unknown> = {}) {
  const pan = makePan('F');
  return {
    legalName: 'Raahi Travels LLP',
    gstin: makeGstin(pan, '29'),
    pan,
    address: '12 MG Road, Bengaluru 560001',
    stateCode: 'KA',
    email: 'accounts@raahi.example',
    phone: '9845012345',
    bank: { name: 'HDFC Bank, MG Road', number: '50100123456789', ifsc: 'HDFC0001234' },
    invoicePrefix: 'RAH',
    creditNotePrefix: 'RCN',
    gstOption: 'full-credit',
    bodyCorporate: true,
    ...overrides,
  };
}

export async function putProfile(t: TestApp, token: string, overrides = {}) {
  const res = await t.request('/api/company-profile', {
    method: 'PUT',
    token,
    json: profileInput(overrides),
  });
  if (res.status !== 200) throw new Error(`company profile: ${res.status} ${res.text}`);
  return res.body;
}

/** A client company's GSTIN in a state ('29' Karnataka, '27' Maharashtra), and its billing. */
export async function putCompanyBilling(
  t: TestApp,
  token: string,
  companyId: string,
  stateGstCode = '29',
) {
  const res = await t.request(`/api/companies/${companyId}/billing`, {
    method: 'PUT',
    token,
    json: {
      gstin: makeGstin(makePan('C'), stateGstCode),
      stateCode: null,
      billingAddress: 'Tower B, Outer Ring Road, Bengaluru 560103',
      bodyCorporate: true,
    },
  });
  if (res.status !== 200) throw new Error(`company billing: ${res.status} ${res.text}`);
  return res.body;
}

/** Sets how a company is invoiced (monthly, per-duty), unregistered in Karnataka: the answer. */
export function putCompanyInvoicing(
  t: TestApp,
  token: string,
  companyId: string,
  invoicing: string,
) {
  return t.request(`/api/companies/${companyId}/billing`, {
    method: 'PUT',
    token,
    json: {
      gstin: null,
      stateCode: 'KA',
      billingAddress: 'Tower B, Outer Ring Road, Bengaluru 560103',
      bodyCorporate: true,
      invoicing,
    },
  });
}

const MINUTE = 60_000;

/**
 * Completed duties of a company on a day, each with its slip closed garage to garage (09:00 to
 * 15:00 IST, 50 km) and, when `tollPaise`, a toll paid on it; `open` leaves the garage-in out.
 * Written straight to the tables: the slip's own rules are duty-slips.test.ts's subject.
 */
export async function slippedDuties(
  t: TestApp,
  input: {
    companyId: string;
    vendorId: string;
    vehicleId?: string | null;
    day: string;
    count?: number;
    tollPaise?: number;
    open?: boolean;
    serviceType?: string;
  },
) {
  const start = new Date(`${input.day}T09:00:00+05:30`);
  const made: { id: string; regId: string }[] = [];
  for (let i = 0; i < (input.count ?? 1); i++) {
    const [duty] = await t.db
      .insert(duties)
      .values({
        regId: regIdSql('DUT'),
        companyId: input.companyId,
        serviceType: input.serviceType ?? 'Airport Transport',
        pickupAddress: 'Koramangala 5th Block, Bengaluru',
        dropAddress: 'Kempegowda International Airport',
        passengerCount: 1,
        vehicleCategory: 'Sedan',
        scheduledStart: start,
        scheduledEnd: new Date(start.getTime() + 6 * 60 * MINUTE),
        vendorId: input.vendorId,
        vehicleId: input.vehicleId ?? null,
        status: 'Completed',
        startedAt: new Date(start.getTime() + 30 * MINUTE),
        completedAt: new Date(start.getTime() + 5 * 60 * MINUTE),
        odometerStart: 45_220,
        odometerEnd: 45_255,
      })
      .returning({ id: duties.id, regId: duties.regId });
    await t.db.insert(dutySlips).values({
      dutyId: duty!.id,
      number: duty!.regId.replace('DUT-', 'DS-'),
      garageOutAt: start,
      garageOutKm: 45_210,
      garageInAt: input.open ? null : new Date(start.getTime() + 6 * 60 * MINUTE),
      garageInKm: input.open ? null : 45_260,
    });
    if (input.tollPaise)
      await t.db.insert(dutySlipCharges).values({
        id: randomUUID(),
        dutyId: duty!.id,
        kind: 'toll',
        amountPaise: input.tollPaise,
      });
    made.push(duty!);
  }
  return made;
}

/** A default tariff for all parties: airport transfers in a Sedan at a flat fare. */
export async function flatFare(
  t: TestApp,
  token: string,
  farePaise: number,
  side: 'sale' | 'purchase' = 'sale',
) {
  const res = await t.request('/api/tariffs', {
    method: 'POST',
    token,
    json: {
      side,
      partyId: null,
      serviceType: 'Airport Transport',
      vehicleCategory: 'Sedan',
      effectiveFrom: '2025-04-01',
      rates: {
        base: {
          kind: 'flat',
          farePaise,
          includedKm: null,
          includedHours: null,
          extraKmPaise: 0,
          extraHourPaise: 0,
        },
      },
    },
  });
  if (res.status !== 201) throw new Error(`tariff: ${res.status} ${res.text}`);
}

/** The sale side's flat fare (what invoices charge). */
export const saleFlatFare = (t: TestApp, token: string, farePaise: number) =>
  flatFare(t, token, farePaise, 'sale');

const ago = (minutes: number) => {
  const at = new Date(Date.now() - minutes * MINUTE);
  at.setUTCSeconds(0, 0);
  return at.toISOString();
};

type Requests = Pick<ReturnType<typeof dutyRequests>, 'acceptedFor' | 'move'>;

/**
 * A duty of the vendor completed now through the API as its driver does it: slip out of the
 * garage an hour ago at 45,210 km, started at 45,220, completed at 45,260 and, unless `open`,
 * back in the garage at 45,260 (a closed slip, so the duty can be priced).
 */
export async function completedWithSlip(
  t: TestApp,
  requests: Requests,
  vendor: { id: string; token: string },
  open = false,
) {
  const duty = await requests.acceptedFor(vendor);
  const slip = (json: unknown) =>
    t.request(`/api/trip/${duty.id}/slip`, { method: 'PATCH', token: duty.driverToken, json });
  expect((await slip({ garageOutAt: ago(60), garageOutKm: 45_210 })).status).toBe(200);
  const started = await requests.move(duty.id, 'start', { odometer: 45_220 }, duty.driverToken);
  expect(started.status, started.text).toBe(200);
  await t.db
    .update(duties)
    .set({ startedAt: new Date(ago(50)) })
    .where(eq(duties.id, duty.id));
  const done = await requests.move(duty.id, 'complete', { odometer: 45_260 }, duty.driverToken);
  expect(done.status, done.text).toBe(200);
  if (!open) await closeSlip(t, duty);
  return duty;
}

/** Back in the garage now at 45,260 km: the slip closed. */
export async function closeSlip(t: TestApp, duty: { id: string; driverToken: string }) {
  const closed = await t.request(`/api/trip/${duty.id}/slip`, {
    method: 'PATCH',
    token: duty.driverToken,
    json: { garageInAt: new Date().toISOString(), garageInKm: 45_260 },
  });
  expect(closed.status, closed.text).toBe(200);
}
