import { todayInIndia } from '@raahi/domain/compliance';
import type { SettlementStatement } from '@raahi/domain/settlements';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, duties, dutyVendorFailures } from '../../src/db/schema/index.js';
import { completedWithSlip, flatFare } from '../helpers/billing.js';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 29: deductions by rule on a vendor's statement: a late start past the operator's grace,
 * and a duty its vehicle did not report for, recorded by the operator when it cancels the duty
 * or gives it to another vendor. A passenger's no-show is never the vendor's.
 */
describe('settlement penalties', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;
  let vendor: { id: string; token: string };
  let otherVendor: { id: string; token: string };
  let lateDuty: { id: string; regId: string };
  let failedDuty: { id: string; regId: string };
  const month = todayInIndia().slice(0, 7);
  const { move, acceptedFor, bookFor } = dutyRequests(() => ({ t, admin, companyId }));
  const url = (vendorId: string) => `/api/settlements/${vendorId}/${month}`;
  const statementOf = async (vendorId: string, token = admin) => {
    const res = await t.request(url(vendorId), { token });
    expect(res.status, res.text).toBe(200);
    return res.body as SettlementStatement;
  };
  const putSettings = (json: unknown, token = admin) =>
    t.request('/api/settings', { method: 'PUT', token, json });

  /** A completed duty of the vendor that started `minutes` after its scheduled start. */
  async function completedLate(minutes: number) {
    const duty = await completedWithSlip(t, { acceptedFor, move }, vendor);
    const [row] = await t.db.select().from(duties).where(eq(duties.id, duty.id));
    await t.db
      .update(duties)
      .set({ scheduledStart: new Date(row!.startedAt!.getTime() - minutes * 60_000) })
      .where(eq(duties.id, duty.id));
    return duty;
  }

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
    vendor = await vendorWithToken(t);
    otherVendor = await vendorWithToken(t);
    await flatFare(t, admin, 20_000_00, 'purchase');
    lateDuty = await completedLate(25);
    await completedLate(15); // exactly at the grace: not late
    // The passenger did not come: the driver marks it, and it is never the vendor's penalty.
    const noShow = await acceptedFor(vendor);
    expect((await move(noShow.id, 'no-show', {}, noShow.driverToken)).status).toBe(200);
  });
  afterAll(() => t.close());

  it('keeps the penalties in the settings, validated, operator only', async () => {
    const saved = await putSettings({
      lateStartGraceMinutes: 15,
      lateStartPenaltyPaise: 200_00,
      vehicleNotReportedPenaltyPaise: 1_000_00,
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await t.request('/api/settings', { token: admin })).body).toMatchObject({
      lateStartGraceMinutes: 15,
      lateStartPenaltyPaise: 200_00,
      vehicleNotReportedPenaltyPaise: 1_000_00,
    });
    const negative = await putSettings({ lateStartPenaltyPaise: -100 });
    expect(negative.status).toBe(400);
    expect(negative.text).toContain('A penalty cannot be below ₹0');
    const fraction = await putSettings({ vehicleNotReportedPenaltyPaise: 99.5 });
    expect(fraction.status).toBe(400);
    expect(fraction.text).toContain('The penalty is whole paise');
    expect((await putSettings({ lateStartGraceMinutes: 500 })).text).toContain(
      'The grace is at most 240 minutes',
    );
    expect((await putSettings({ lateStartPenaltyPaise: 1 }, vendor.token)).status).toBe(403);
  });

  it('records a vehicle that did not report when the operator cancels, audited', async () => {
    failedDuty = await bookFor(vendor.id, 1);
    const cancelled = await move(failedDuty.id, 'cancel', {
      reason: 'The cab never came',
      vehicleNotReported: true,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const rows = await t.db
      .select()
      .from(dutyVendorFailures)
      .where(eq(dutyVendorFailures.dutyId, failedDuty.id));
    expect(rows).toMatchObject([{ vendorId: vendor.id, move: 'cancel' }]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, failedDuty.id), eq(auditLog.action, 'cancel')));
    expect(audit?.after).toMatchObject({ vehicleNotReportedBy: vendor.id });
  });

  it('records it against the vendor the duty is taken from, and refuses the same vendor', async () => {
    const duty = await bookFor(otherVendor.id, 2);
    const same = await move(duty.id, 'assign-vendor', {
      vendorId: otherVendor.id,
      vehicleNotReported: true,
    });
    expect(same.status).toBe(409);
    expect(same.body.error.code).toBe('NO_VENDOR_TO_CHARGE');
    const moved = await move(duty.id, 'assign-vendor', {
      vendorId: vendor.id,
      vehicleNotReported: true,
    });
    expect(moved.status, moved.text).toBe(200);
    const rows = await t.db
      .select()
      .from(dutyVendorFailures)
      .where(eq(dutyVendorFailures.dutyId, duty.id));
    expect(rows).toMatchObject([{ vendorId: otherVendor.id, move: 'assign-vendor' }]);
    // Without the flag, a move records nothing.
    const plain = await bookFor(vendor.id, 3);
    expect((await move(plain.id, 'cancel', { reason: 'Not needed' })).status).toBe(200);
    const none = await t.db
      .select()
      .from(dutyVendorFailures)
      .where(eq(dutyVendorFailures.dutyId, plain.id));
    expect(none).toEqual([]);
  });

  it('refuses the flag from a vendor or a driver, and from anyone a wrong value', async () => {
    const duty = await acceptedFor(vendor, 4);
    for (const token of [vendor.token, duty.driverToken]) {
      const res = await move(
        duty.id,
        'cancel',
        { reason: 'Trying my luck', vehicleNotReported: true },
        token,
      );
      expect(res.status).toBe(403);
    }
    const wrong = await move(duty.id, 'cancel', { reason: 'Wrong', vehicleNotReported: 'yes' });
    expect(wrong.status).toBe(400);
    expect(
      await t.db.select().from(dutyVendorFailures).where(eq(dutyVendorFailures.dutyId, duty.id)),
    ).toEqual([]);
  });

  it('deducts by rule on the statement, counted in the totals like a deduction by hand', async () => {
    const hand = await t.request(`${url(vendor.id)}/deductions`, {
      method: 'POST',
      token: admin,
      json: { amountPaise: 500_00, reason: 'Dirty vehicle reported by the client' },
    });
    expect(hand.status, hand.text).toBe(200);
    const statement = await statementOf(vendor.id, vendor.token);
    const lines = statement.deductions.map((d) => [d.source, d.rule, d.reason, d.amountPaise]);
    expect(lines).toHaveLength(3);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['rule', 'late-start', `Started 25 min late — ${lateDuty.regId}`, 200_00],
        ['rule', 'vehicle-not-reported', `Vehicle did not report — ${failedDuty.regId}`, 1_000_00],
        ['hand', null, 'Dirty vehicle reported by the client', 500_00],
      ]),
    );
    expect(statement.totals).toMatchObject({
      dutiesPaise: 40_000_00,
      deductionsPaise: 1_700_00,
      amountPaise: 38_300_00,
    });
    // The month's list says the same.
    const list = await t.request(`/api/settlements?month=${month}`, { token: admin });
    expect(list.body.find((s: { vendorId: string }) => s.vendorId === vendor.id)).toMatchObject({
      amountPaise: 38_300_00,
    });
  });

  it('turns a rule off at ₹0, and never takes the amount below zero', async () => {
    expect((await putSettings({ lateStartPenaltyPaise: 0 })).status).toBe(200);
    const off = await statementOf(vendor.id);
    expect(off.deductions.map((d) => d.rule)).not.toContain('late-start');
    expect(off.totals.deductionsPaise).toBe(1_500_00);
    expect((await putSettings({ lateStartPenaltyPaise: 200_00 })).status).toBe(200);
    // otherVendor has no completed duty, only its failure: nothing credited, nothing owed.
    const bare = await statementOf(otherVendor.id, otherVendor.token);
    expect(bare.totals).toMatchObject({
      dutiesPaise: 0,
      deductionsPaise: 1_000_00,
      amountPaise: 0,
    });
  });

  it("shows a vendor only its own statement's penalties", async () => {
    expect((await t.request(url(vendor.id), { token: otherVendor.token })).status).toBe(404);
    const own = await statementOf(otherVendor.id, otherVendor.token);
    expect(own.deductions.every((d) => !d.reason.includes(failedDuty.regId))).toBe(true);
  });

  it('keeps the lines paid on once the payment is recorded, whatever the settings become', async () => {
    const paid = await t.request(`${url(vendor.id)}/payment`, {
      method: 'POST',
      token: admin,
      json: { reference: 'UTR0004242', paidOn: todayInIndia() },
    });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.payment.amountPaise).toBe(38_300_00);
    expect((await putSettings({ vehicleNotReportedPenaltyPaise: 5_000_00 })).status).toBe(200);
    const after = await statementOf(vendor.id);
    expect(after.totals).toMatchObject({ deductionsPaise: 1_700_00, amountPaise: 38_300_00 });
    expect(after.deductions.filter((d) => d.source === 'rule')).toHaveLength(2);
    expect(after.deductions.every((d) => d.id !== null)).toBe(true);
  });
});
