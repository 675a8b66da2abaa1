import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duties } from '../../src/db/schema/index.js';
import { createDutySlipsRepository } from '../../src/modules/duty-slips/duty-slips.repository.js';
import { fileForm, PDF, PNG } from '../helpers/drivers.js';
import {
  bookingInput,
  hoursFromNow,
  insertCompany,
  insertDriver,
  vendorWithToken,
} from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const MINUTE = 60_000;
/** An ISO instant `minutes` before now, on the minute. */
// One whole minute for the file: times taken from the clock as a test goes could straddle a
// minute's turn, and a slip 30 minutes long would read 31.
const NOW = Math.floor(Date.now() / MINUTE) * MINUTE;
const ago = (minutes: number) => new Date(NOW - minutes * MINUTE).toISOString();

/** Issue 29: the duty slip, filled on the driver's phone and corrected until it is billed. */
describe('duty slips', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;
  let vendor: { id: string; token: string };
  let otherVendor: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
    vendor = await vendorWithToken(t);
    otherVendor = await vendorWithToken(t);
  });
  afterAll(() => t.close());

  const slipUrl = (id: string) => `/api/trip/${id}/slip`;
  const patch = (id: string, json: unknown, token: string) =>
    t.request(slipUrl(id), { method: 'PATCH', token, json });
  const move = (id: string, name: string, json: unknown, token: string) =>
    t.request(`/api/trip/${id}/${name}`, { method: 'POST', token, json });
  const putCharge = (id: string, chargeId: string, json: unknown, token: string) =>
    t.request(`${slipUrl(id)}/charges/${chargeId}`, { method: 'PUT', token, json });

  const { acceptedFor } = dutyRequests(() => ({ t, admin, companyId }));

  /** An Accepted duty of the vendor's driver, starting now; the driver's token. */
  async function accepted() {
    const duty = await acceptedFor(vendor);
    return { id: duty.id, regId: duty.regId, driver: duty.driverToken };
  }

  /** A duty driven garage to garage: out 3 h ago, boarded 150 min ago, dropped 1 h ago. */
  /** Moves the duty's start or completion back in time, as if the duty had taken that long. */
  const backdate = (id: string, values: { startedAt?: string; completedAt?: string }) =>
    t.db
      .update(duties)
      .set({
        ...(values.startedAt ? { startedAt: new Date(values.startedAt) } : {}),
        ...(values.completedAt ? { completedAt: new Date(values.completedAt) } : {}),
      })
      .where(eq(duties.id, id));

  /** A duty driven garage to garage: out 3 h ago, boarded 150 min ago, dropped 1 h ago. */
  async function driven() {
    const duty = await accepted();
    await patch(duty.id, { garageOutAt: ago(180), garageOutKm: 45_210 }, duty.driver);
    expect((await move(duty.id, 'start', { odometer: 45_228 }, duty.driver)).status).toBe(200);
    await backdate(duty.id, { startedAt: ago(150) });
    expect((await move(duty.id, 'complete', { odometer: 45_270 }, duty.driver)).status).toBe(200);
    await backdate(duty.id, { completedAt: ago(60) });
    return duty;
  }

  it('is filled in order on the driver phone, with boarding and drop from the duty', async () => {
    const duty = await accepted();
    const empty = await t.request(slipUrl(duty.id), { token: duty.driver });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      number: duty.regId.replace('DUT-', 'DS-'),
      garageOutAt: null,
      totals: { km: null, minutes: null, chargesPaise: 0 },
    });

    const out = await patch(duty.id, { garageOutAt: ago(30), garageOutKm: 45_210 }, duty.driver);
    expect(out.status, out.text).toBe(200);
    expect((await patch(duty.id, { reportedAt: ago(20) }, duty.driver)).status).toBe(200);
    expect((await move(duty.id, 'start', { odometer: 45_228 }, duty.driver)).status).toBe(200);
    await backdate(duty.id, { startedAt: ago(15) });
    expect((await move(duty.id, 'complete', { odometer: 45_240 }, duty.driver)).status).toBe(200);
    await backdate(duty.id, { completedAt: ago(10) });
    const filled = await patch(
      duty.id,
      {
        garageInAt: ago(0),
        garageInKm: 45_251,
        driverAllowancePaise: 30_000,
        advancePaise: 50_000,
        remarks: 'Waited 10 minutes at the gate',
      },
      duty.driver,
    );
    expect(filled.status, filled.text).toBe(200);
    expect(filled.body).toMatchObject({
      garageOutKm: 45_210,
      boardedKm: 45_228,
      droppedKm: 45_240,
      garageInKm: 45_251,
      totals: { km: 41, minutes: 30, allowancesPaise: 30_000 },
      advancePaise: 50_000,
    });
    expect(filled.body.boardedAt).not.toBeNull();

    // The driver records boarding by starting the duty, never on the slip.
    const boarded = await patch(duty.id, { boardedKm: 45_229 }, duty.driver);
    expect(boarded.status).toBe(403);
    const audit = await t.request(`${slipUrl(duty.id)}/audit`, { token: vendor.token });
    expect(audit.body.map((entry: { action: string }) => entry.action)).toEqual([
      'slip-filled',
      'slip-filled',
      'slip-filled',
    ]);
  });

  it('refuses each impossible figure with a clear message', async () => {
    const duty = await driven();
    const backwards = await patch(duty.id, { garageInAt: ago(0), garageInKm: 45_260 }, duty.driver);
    expect(backwards.status).toBe(422);
    expect(backwards.body.error).toMatchObject({
      code: 'SLIP_IMPOSSIBLE',
      message:
        'The garage-in reading (45,260 km) is below the drop reading (45,270 km): an odometer does not go backwards',
      details: { reason: 'km-backwards', fields: ['droppedKm', 'garageInKm'] },
    });

    const early = await patch(duty.id, { garageInAt: ago(200), garageInKm: 45_280 }, duty.driver);
    expect(early.status).toBe(422);
    expect(early.body.error.details).toMatchObject({
      reason: 'time-backwards',
      fields: ['droppedAt', 'garageInAt'],
    });
    expect(early.body.error.message).toMatch(/^The garage-in time \(.+\) cannot be before/);

    // An hour from drop to garage-in: 121 km is the most at 120 km/h (plus a km of rounding).
    const fast = await patch(
      duty.id,
      { garageInAt: ago(0), garageInKm: 45_270 + 122 },
      duty.driver,
    );
    expect(fast.status).toBe(422);
    expect(fast.body.error).toMatchObject({
      code: 'SLIP_IMPOSSIBLE',
      details: { reason: 'too-fast', maxAverageSpeedKmph: 120, distanceKm: 122 },
    });
    expect(fast.body.error.message).toContain('faster than 120 km/h on average');

    // The operator's setting moves the line.
    const setting = await t.request('/api/settings', {
      method: 'PUT',
      token: admin,
      json: { maxAverageSpeedKmph: 150 },
    });
    expect(setting.status).toBe(200);
    const allowed = await patch(
      duty.id,
      { garageInAt: ago(0), garageInKm: 45_270 + 122 },
      duty.driver,
    );
    expect(allowed.status, allowed.text).toBe(200);
    await t.request('/api/settings', {
      method: 'PUT',
      token: admin,
      json: { maxAverageSpeedKmph: 120 },
    });

    const future = await patch(duty.id, { reportedAt: hoursFromNow(2) }, duty.driver);
    expect(future.status).toBe(422);
    expect(future.body.error.details.reason).toBe('in-future');
  });

  it('lets the vendor and operator correct a filled figure with its reason, audited', async () => {
    const duty = await driven();
    expect(
      (await patch(duty.id, { garageInAt: ago(0), garageInKm: 45_300 }, duty.driver)).status,
    ).toBe(200);

    const byDriver = await patch(duty.id, { garageInKm: 45_290, reason: 'typo' }, duty.driver);
    expect(byDriver.status).toBe(403);
    const noReason = await patch(duty.id, { garageInKm: 45_290 }, vendor.token);
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.code).toBe('SLIP_REASON_REQUIRED');

    const fixed = await patch(
      duty.id,
      { garageInKm: 45_290, reason: 'Odometer photo reads 45,290' },
      vendor.token,
    );
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body.totals.km).toBe(80);
    const boarded = await patch(
      duty.id,
      { boardedKm: 45_230, reason: 'Start reading misread' },
      admin,
    );
    expect(boarded.status, boarded.text).toBe(200);
    expect(boarded.body.boardedKm).toBe(45_230);

    const audit = (await t.request(`${slipUrl(duty.id)}/audit`, { token: duty.driver })).body;
    expect(audit[0]).toMatchObject({
      action: 'slip-corrected',
      actorRole: 'admin',
      before: { boardedKm: 45_228 },
      after: { boardedKm: 45_230, reason: 'Start reading misread' },
    });
    expect(audit[1]).toMatchObject({
      action: 'slip-corrected',
      actorRole: 'vendor',
      before: { garageInKm: 45_300 },
      after: { garageInKm: 45_290, reason: 'Odometer photo reads 45,290' },
    });
  });

  it('keeps charges once per id, corrects them with a reason and locks everything when billed', async () => {
    const duty = await driven();
    const toll = randomUUID();
    const input = { kind: 'toll', amountPaise: 12_500, note: 'Electronic City toll' };
    expect((await putCharge(duty.id, toll, input, duty.driver)).status).toBe(200);
    const again = await putCharge(duty.id, toll, input, duty.driver);
    expect(again.body.charges).toHaveLength(1);
    expect(again.body.totals.chargesPaise).toBe(12_500);

    const changed = await putCharge(duty.id, toll, { ...input, amountPaise: 13_000 }, duty.driver);
    expect(changed.status).toBe(403);
    const corrected = await putCharge(
      duty.id,
      toll,
      { ...input, amountPaise: 13_000, reason: 'Receipt says ₹130' },
      vendor.token,
    );
    expect(corrected.body.totals.chargesPaise).toBe(13_000);
    const theirs = await accepted();
    expect((await putCharge(theirs.id, toll, input, theirs.driver)).status).toBe(409);

    // Billing marks the slips it bills, a never-filled one too; a second run keeps the first date.
    const fresh = await accepted();
    const slips = createDutySlipsRepository(t.db);
    const numberOf = (regId: string) => regId.replace('DUT-', 'DS-');
    const billed = [duty, fresh].map((one) => ({ dutyId: one.id, number: numberOf(one.regId) }));
    expect((await slips.markBilled(billed, new Date())).sort()).toEqual([duty.id, fresh.id].sort());
    expect(await slips.markBilled(billed, new Date())).toEqual([]);
    expect((await patch(fresh.id, { remarks: 'late' }, fresh.driver)).status).toBe(409);
    const locked = await patch(duty.id, { remarks: 'late', reason: 'after the bill' }, admin);
    expect(locked.status).toBe(409);
    expect(locked.body.error.code).toBe('SLIP_BILLED');
    expect(locked.body.error.message).toMatch(
      /^Slip DS-\d+ was billed on .+: it can no longer be changed$/,
    );
    expect((await putCharge(duty.id, randomUUID(), input, duty.driver)).status).toBe(409);
    const removal = await t.request(`${slipUrl(duty.id)}/charges/${toll}?reason=wrong`, {
      method: 'DELETE',
      token: admin,
    });
    expect(removal.status).toBe(409);
    const receipt = await t.request(`${slipUrl(duty.id)}/charges/${toll}/receipt`, {
      method: 'PUT',
      token: duty.driver,
      body: fileForm(PNG, 'toll.png', 'image/png'),
    });
    expect(receipt.status).toBe(409);
  });

  it('checks receipts as documents are checked, and serves them to who may see the duty', async () => {
    const duty = await driven();
    const parking = randomUUID();
    await putCharge(duty.id, parking, { kind: 'parking', amountPaise: 6_000 }, duty.driver);
    const receiptUrl = `${slipUrl(duty.id)}/charges/${parking}/receipt`;
    const put = (body: FormData, token = duty.driver, query = '') =>
      t.request(receiptUrl + query, { method: 'PUT', token, body });

    const html = await put(fileForm(Buffer.from('<html><script>x</script>'), 'r.png', 'image/png'));
    expect(html.status, html.text).toBe(415);
    expect(html.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = await put(
      fileForm(Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'r.pdf', 'application/pdf'),
    );
    expect(big.status).toBe(413);
    const pdf = await put(fileForm(PDF, 'receipt.pdf', 'application/pdf'));
    expect(pdf.status, pdf.text).toBe(200);
    expect(pdf.body.charges[0].receipt).toMatchObject({ contentType: 'application/pdf' });

    expect((await put(fileForm(PNG, 'r.png', 'image/png'))).status).toBe(403);
    expect((await put(fileForm(PNG, 'r.png', 'image/png'), vendor.token)).status).toBe(400);
    const replaced = await put(
      fileForm(PNG, 'r.png', 'image/png'),
      vendor.token,
      '?reason=clearer+photo',
    );
    expect(replaced.status, replaced.text).toBe(200);

    const served = await fetch(t.url + receiptUrl, {
      headers: { authorization: `Bearer ${vendor.token}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const hidden = await t.request(receiptUrl, { token: otherVendor.token });
    expect(hidden.status).toBe(404);

    const signed = await t.request(`${slipUrl(duty.id)}/signature`, {
      method: 'PUT',
      token: duty.driver,
      body: fileForm(PNG, 'signature.png', 'image/png'),
    });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body.confirmation.signature).toMatchObject({ contentType: 'image/png' });
    const notAnImage = await t.request(`${slipUrl(duty.id)}/signature?reason=signed+again`, {
      method: 'PUT',
      token: vendor.token,
      body: fileForm(PDF, 'signature.pdf', 'application/pdf'),
    });
    expect(notAnImage.status).toBe(415);
  });

  it('hides a slip from other vendors and drivers (404) and from nobody else', async () => {
    const duty = await driven();
    const stranger = await insertDriver(t.db, vendor.id);
    const strangerToken = (await signIn(t, stranger.user)).accessToken;
    for (const token of [otherVendor.token, strangerToken]) {
      expect((await t.request(slipUrl(duty.id), { token })).status).toBe(404);
      expect((await patch(duty.id, { remarks: 'mine now', reason: 'because' }, token)).status).toBe(
        404,
      );
      expect(
        (await putCharge(duty.id, randomUUID(), { kind: 'toll', amountPaise: 100 }, token)).status,
      ).toBe(404);
      expect((await t.request(`${slipUrl(duty.id)}/pdf`, { token })).status).toBe(404);
      expect((await t.request(`${slipUrl(duty.id)}/audit`, { token })).status).toBe(404);
    }
    for (const token of [vendor.token, admin, duty.driver])
      expect((await t.request(slipUrl(duty.id), { token })).status).toBe(200);
  });

  it('serves the slip as a PDF that parses', async () => {
    const duty = await driven();
    await putCharge(duty.id, randomUUID(), { kind: 'toll', amountPaise: 1_23_456_78 }, duty.driver);
    await patch(
      duty.id,
      { garageInAt: ago(0), garageInKm: 45_300, nightAllowancePaise: 25_000 },
      duty.driver,
    );
    const res = await fetch(`${t.url}/api/trip/${duty.id}/slip/pdf`, {
      headers: { authorization: `Bearer ${vendor.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${duty.regId.replace('DUT-', 'DS-')}.pdf"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Duty slip ${duty.regId.replace('DUT-', 'DS-')}`);
  });

  it('refuses a slip for a duty without a driver yet', async () => {
    const booked = await t.request('/api/trip/create-trip', {
      method: 'POST',
      token: admin,
      json: bookingInput(companyId),
    });
    const res = await patch(booked.body.id, { remarks: 'early' }, admin);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/^A Requested duty has no slip to fill/);
  });
});
