import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duties, dutySlips } from '../../src/db/schema/index.js';
import { createSlipBilling } from '../../src/modules/duty-slips/duty-slip-billing.js';
import { createDutySlipsRepository } from '../../src/modules/duty-slips/duty-slips.repository.js';
import { createTariffPricing } from '../../src/modules/tariffs/tariff-pricing.js';
import { createTariffsRepository } from '../../src/modules/tariffs/tariffs.repository.js';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const MINUTE = 60_000;
const ago = (minutes: number) => {
  const at = new Date(Date.now() - minutes * MINUTE);
  at.setUTCSeconds(0, 0);
  return at.toISOString();
};

/** 4 h / 40 km ₹1,600 and 8 h / 80 km ₹3,200; more than an hour over a package bills the next. */
const packages = (firstPaise = 1_600_00) => ({
  base: {
    kind: 'package',
    packages: [
      { hours: 4, km: 40, pricePaise: firstPaise, extraKmPaise: 18_00, extraHourPaise: 200_00 },
      { hours: 8, km: 80, pricePaise: 3_200_00, extraKmPaise: 18_00, extraHourPaise: 200_00 },
    ],
    slabJumpAfterMinutes: 60,
  },
});
const flat = (farePaise: number) => ({
  base: {
    kind: 'flat',
    farePaise,
    includedKm: null,
    includedHours: null,
    extraKmPaise: 0,
    extraHourPaise: 0,
  },
});
const KIND = { serviceType: 'Airport Transport', vehicleCategory: 'Sedan' } as const;

/** Issue 29: tariff versions, and a duty priced from its slip under the one in force. */
describe('tariffs', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;
  let vendor: { id: string; token: string };
  let otherVendor: { id: string; token: string };
  let pricing: ReturnType<typeof createTariffPricing>;

  const post = (json: unknown, token = admin) =>
    t.request('/api/tariffs', { method: 'POST', token, json });
  const add = async (json: Record<string, unknown>) => {
    const res = await post({ partyId: null, ...KIND, ...json });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string };
  };
  const { move, acceptedFor } = dutyRequests(() => ({ t, admin, companyId }));

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
    vendor = await vendorWithToken(t);
    otherVendor = await vendorWithToken(t);
    pricing = createTariffPricing({
      tariffs: createTariffsRepository(t.db),
      slips: createSlipBilling(createDutySlipsRepository(t.db)),
    });
    // The defaults, in force long before the duties below.
    await add({ side: 'sale', effectiveFrom: '2025-04-01', rates: packages() });
    await add({ side: 'purchase', effectiveFrom: '2025-04-01', rates: flat(2_500_00) });
  });
  afterAll(() => t.close());

  /**
   * A completed duty of the vendor, its slip closed, then moved to 10 March 2026: out at
   * 09:00 IST at 45,210 km, in at 15:00 IST (6 h) at 45,260 km (50 km).
   */
  async function completed(on = '2026-03-10') {
    const duty = await acceptedFor(vendor);
    const slip = (json: unknown) =>
      t.request(`/api/trip/${duty.id}/slip`, { method: 'PATCH', token: duty.driverToken, json });
    expect((await slip({ garageOutAt: ago(60), garageOutKm: 45_210 })).status).toBe(200);
    expect((await move(duty.id, 'start', { odometer: 45_220 }, duty.driverToken)).status).toBe(200);
    await t.db
      .update(duties)
      .set({ startedAt: new Date(ago(50)) })
      .where(eq(duties.id, duty.id));
    const done = await move(duty.id, 'complete', { odometer: 45_260 }, duty.driverToken);
    expect(done.status, done.text).toBe(200);
    const closed = await slip({ garageInAt: new Date().toISOString(), garageInKm: 45_260 });
    expect(closed.status, closed.text).toBe(200);
    await t.db
      .update(dutySlips)
      .set({
        garageOutAt: new Date(`${on}T09:00:00+05:30`),
        garageInAt: new Date(`${on}T15:00:00+05:30`),
      })
      .where(eq(dutySlips.dutyId, duty.id));
    await t.db
      .update(duties)
      .set({ startedAt: new Date(`${on}T09:30:00+05:30`) })
      .where(eq(duties.id, duty.id));
    return duty;
  }

  it('refuses rates that cannot be, with a message a person reads', async () => {
    const unordered = await post({
      side: 'sale',
      partyId: null,
      ...KIND,
      effectiveFrom: '2026-01-01',
      rates: { base: { ...packages().base, packages: [...packages().base.packages].reverse() } },
    });
    expect(unordered.status).toBe(400);
    expect(unordered.text).toContain('List packages from the smallest');
    const negative = await post({
      side: 'sale',
      partyId: null,
      ...KIND,
      effectiveFrom: '2026-01-01',
      rates: flat(-1),
    });
    expect(negative.status).toBe(400);
    expect(negative.text).toContain('Amounts cannot be negative');
    // A sale tariff belongs to a client company, not a vendor.
    const wrongParty = await post({
      side: 'sale',
      partyId: vendor.id,
      ...KIND,
      effectiveFrom: '2026-01-01',
      rates: flat(1),
    });
    expect(wrongParty.status).toBe(400);
    expect(wrongParty.body.error.message).toContain('client company');
    const taken = await post({
      side: 'sale',
      partyId: null,
      ...KIND,
      effectiveFrom: '2025-04-01',
      rates: flat(1),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('TARIFF_EXISTS');
  });

  it('lets a vendor read only purchase versions that can be its own', async () => {
    const own = await add({
      side: 'purchase',
      partyId: vendor.id,
      effectiveFrom: '2025-05-01',
      rates: flat(2_400_00),
    });
    const others = await add({
      side: 'purchase',
      partyId: otherVendor.id,
      effectiveFrom: '2025-05-01',
      rates: flat(2_300_00),
    });
    expect(
      (
        await post(
          {
            side: 'purchase',
            partyId: vendor.id,
            ...KIND,
            effectiveFrom: '2025-06-01',
            rates: flat(1),
          },
          vendor.token,
        )
      ).status,
    ).toBe(403);

    const list = await t.request('/api/tariffs', { token: vendor.token });
    expect(list.status).toBe(200);
    const seen = list.body as { id: string; side: string; partyId: string | null }[];
    expect(seen.every((v) => v.side === 'purchase')).toBe(true);
    expect(seen.map((v) => v.id)).toContain(own.id);
    expect(seen.map((v) => v.id)).not.toContain(others.id);
    expect(seen.some((v) => v.partyId === null)).toBe(true);
    // Asking for the other vendor's by filter or by id shows nothing of it.
    const filtered = await t.request(`/api/tariffs?partyId=${otherVendor.id}`, {
      token: vendor.token,
    });
    expect(filtered.body).toEqual([]);
    expect((await t.request(`/api/tariffs/${others.id}`, { token: vendor.token })).status).toBe(
      404,
    );

    const all = await t.request('/api/tariffs?side=purchase&partyId=default', { token: admin });
    expect(all.body.map((v: { partyId: string | null }) => v.partyId)).toEqual([null]);
  });

  it('prices a completed duty from its closed slip, sale and purchase', async () => {
    const duty = await completed();
    // 6 h is more than an hour over 4 h: the 8 h / 80 km package, and 50 km is inside it.
    const sale = await pricing.priceDuty(duty.id, 'sale');
    expect(sale).toMatchObject({ totalPaise: 3_200_00, km: 50, minutes: 360, packageHours: 8 });
    expect(sale!.lines.map((l) => l.code)).toEqual(['package']);
    // This vendor's own purchase version (₹2,400) wins over the default (₹2,500).
    expect((await pricing.priceDuty(duty.id, 'purchase'))?.totalPaise).toBe(2_400_00);

    const asAdmin = await t.request(`/api/duties/${duty.id}/charges`, { token: admin });
    expect(asAdmin.status, asAdmin.text).toBe(200);
    expect(asAdmin.body.sale.charge.totalPaise).toBe(3_200_00);
    expect(asAdmin.body.purchase.charge.totalPaise).toBe(2_400_00);
    const asVendor = await t.request(`/api/duties/${duty.id}/charges`, { token: vendor.token });
    expect(asVendor.status).toBe(200);
    expect(asVendor.body.sale).toBeUndefined();
    expect(asVendor.body.purchase.charge.totalPaise).toBe(2_400_00);
    const asOther = await t.request(`/api/duties/${duty.id}/charges`, { token: otherVendor.token });
    expect(asOther.status).toBe(404);
    const asDriver = await t.request(`/api/duties/${duty.id}/charges`, { token: duty.driverToken });
    expect(asDriver.status).toBe(403);
  });

  it('starts from the package booked: 8 hours booked bill 8 hours for a 3-hour duty', async () => {
    const booked = await acceptedFor(vendor);
    const bad = await t.request(`/api/trip/${booked.id}`, {
      method: 'PATCH',
      token: admin,
      json: { packageHours: 30 },
    });
    expect(bad.status).toBe(400);
    const changed = await t.request(`/api/trip/${booked.id}`, {
      method: 'PATCH',
      token: admin,
      json: { packageHours: 8 },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.packageHours).toBe(8);

    const duty = await completed();
    const threeHours = async (packageHours: number | null) => {
      await t.db.update(duties).set({ packageHours }).where(eq(duties.id, duty.id));
      await t.db
        .update(dutySlips)
        .set({ garageInAt: new Date('2026-03-10T12:00:00+05:30') })
        .where(eq(dutySlips.dutyId, duty.id));
      return pricing.priceDuty(duty.id, 'sale');
    };
    expect(await threeHours(8)).toMatchObject({ totalPaise: 3_200_00, packageHours: 8 });
    // Nothing booked: the smallest package the 3 hours fit, its 40 km and 10 km over.
    const smallest = await threeHours(null);
    expect(smallest).toMatchObject({ packageHours: 4 });
    expect(smallest!.lines.map((line) => line.code)).toEqual(['package', 'extra-km']);
    expect(smallest!.totalPaise).toBeLessThan(3_200_00);
  });

  it('chooses the version in force on the duty date', async () => {
    const early = await completed('2026-02-10');
    const late = await completed('2026-04-10');
    await add({
      side: 'sale',
      partyId: companyId,
      effectiveFrom: '2026-03-01',
      rates: packages(1_700_00),
    });
    await add({
      side: 'sale',
      partyId: companyId,
      effectiveFrom: '2026-04-01',
      rates: flat(9_000_00),
    });
    // Before the company's own versions start, the default prices it.
    expect((await pricing.priceDuty(early.id, 'sale'))?.totalPaise).toBe(3_200_00);
    expect((await pricing.priceDuty(late.id, 'sale'))?.totalPaise).toBe(9_000_00);
  });

  it('prices many duties at once as it prices each', async () => {
    const priced = [await completed('2026-03-05'), await completed('2026-04-05')];
    const open = await acceptedFor(vendor);
    const missing = '00000000-0000-4000-8000-000000000000';
    const ids = [...priced.map((d) => d.id), open.id, missing];
    for (const side of ['sale', 'purchase'] as const) {
      const batch = await pricing.priceDuties(ids, side);
      expect([...batch.keys()]).toEqual(ids);
      for (const id of ids) expect(batch.get(id)).toEqual(await pricing.priceDuty(id, side));
      expect(batch.get(open.id)).toBeNull();
      expect(batch.get(missing)).toBeNull();
      expect(batch.get(priced[0]!.id)).not.toBeNull();
    }
    const charges = await t.request(`/api/duties/${open.id}/charges`, { token: admin });
    expect(charges.body.sale).toEqual({ charge: null, missing: 'not-completed' });
  });

  it('keeps a version once in force; one still to come can be removed', async () => {
    const inForce = await add({ side: 'sale', effectiveFrom: '2025-12-01', rates: flat(1_000_00) });
    const refused = await t.request(`/api/tariffs/${inForce.id}`, {
      method: 'DELETE',
      token: admin,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('TARIFF_IN_FORCE');
    const future = await add({ side: 'sale', effectiveFrom: '2099-01-01', rates: flat(1_000_00) });
    expect((await t.request(`/api/tariffs/${future.id}`, { token: admin })).body.inForce).toBe(
      false,
    );
    const removed = await t.request(`/api/tariffs/${future.id}`, {
      method: 'DELETE',
      token: admin,
    });
    expect(removed.status).toBe(204);
    expect((await t.request(`/api/tariffs/${future.id}`, { token: admin })).status).toBe(404);
  });
});
