import { addDays, todayInIndia } from '@raahi/domain/compliance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn, uniquePhone } from '../helpers/factories.js';
import { insertCompany, insertDriver, insertVehicle, vendorWithToken } from '../helpers/duties.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const DAY_NUMBER = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 } as const;
type Day = keyof typeof DAY_NUMBER;

/** The dates in [from, to] falling on these weekdays, worked out independently of the server. */
function datesOn(days: Day[], from: string, to: string) {
  const wanted = days.map((d) => DAY_NUMBER[d]);
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1))
    if (wanted.includes(new Date(`${d}T12:00:00Z`).getUTCDay() as never)) dates.push(d);
  return dates;
}

interface ListedDuty {
  id: string;
  status: string;
  scheduledStart: string;
  scheduledEnd: string;
  serviceType: string;
}

describe('rosters', () => {
  let t: TestApp;
  let admin: string;
  let A: { id: string; token: string };
  let B: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    A = await vendorWithToken(t);
    B = await vendorWithToken(t);
  });
  afterAll(() => t.close());

  const today = todayInIndia();
  const rosterInput = (companyId: string, overrides: Record<string, unknown> = {}) => ({
    name: 'Nimbus night shift',
    companyId,
    vendorId: A.id,
    pickup: { address: 'Nimbus Tech Park, Outer Ring Road' },
    drop: { address: 'HSR Layout, Bengaluru', latitude: 12.91, longitude: 77.64 },
    passengers: [{ name: 'Meera Iyer', phone: uniquePhone() }],
    passengerCount: 3,
    vehicleCategory: 'Sedan',
    weekdays: ['Mon', 'Wed', 'Fri'],
    startTime: '09:00',
    durationMinutes: 60,
    startDate: addDays(today, 1),
    endDate: addDays(today, 30),
    ...overrides,
  });
  const dutiesOf = async (companyId: string, status?: string) => {
    const res = await t.request(
      `/api/trip/trip-list?companyId=${companyId}&pageSize=100${status ? `&status=${status}` : ''}`,
      { token: admin },
    );
    return res.body.items as ListedDuty[];
  };
  const indiaDate = (iso: string) => todayInIndia(new Date(iso));

  it('books a duty on each chosen weekday and keeps assigned duties when the roster changes', async () => {
    const company = await insertCompany(t.db);
    const created = await t.request('/api/trip/rosters', {
      method: 'POST',
      token: admin,
      json: rosterInput(company.id),
    });
    expect(created.status, created.text).toBe(201);
    const monWedFri = datesOn(['Mon', 'Wed', 'Fri'], addDays(today, 1), addDays(today, 30));
    expect(created.body).toMatchObject({
      created: monWedFri.length,
      updated: 0,
      removed: 0,
      roster: {
        name: 'Nimbus night shift',
        vendor: { id: A.id },
        weekdays: ['Mon', 'Wed', 'Fri'],
        dutyCount: monWedFri.length,
        drop: { latitude: 12.91 },
      },
    });
    const rosterId = created.body.roster.id as string;
    const booked = await dutiesOf(company.id);
    expect(booked.map((d) => indiaDate(d.scheduledStart))).toEqual(monWedFri);
    for (const duty of booked) {
      expect(duty.scheduledStart).toMatch(/T03:30:00\.000Z$/); // 09:00 in India
      expect(duty.scheduledEnd).toMatch(/T04:30:00\.000Z$/);
      expect(duty.serviceType).toBe('Employee Pick & Drop');
    }
    const one = await t.request(`/api/trip/${booked[0]!.id}`, { token: A.token });
    expect(one.body).toMatchObject({ rosterId, passengerCount: 3, vendor: { id: A.id } });

    // The vendor assigns the first Wednesday; that duty must survive any roster change.
    const wednesday = booked.find((d) => new Date(d.scheduledStart).getUTCDay() === 3)!;
    const driver = await insertDriver(t.db, A.id);
    const vehicle = await insertVehicle(t.db, A.id);
    const assigned = await t.request(`/api/trip/${wednesday.id}/assign`, {
      method: 'POST',
      token: A.token,
      json: { driverId: driver.id, vehicleId: vehicle.id },
    });
    expect(assigned.status).toBe(200);

    const changed = await t.request(`/api/trip/rosters/${rosterId}`, {
      method: 'PATCH',
      token: admin,
      json: { weekdays: ['Mon', 'Tue'], startTime: '10:00', notes: 'Gate 2' },
    });
    expect(changed.status, changed.text).toBe(200);
    const mondays = datesOn(['Mon'], addDays(today, 1), addDays(today, 30));
    const tuesdays = datesOn(['Tue'], addDays(today, 1), addDays(today, 30));
    const wedFri = datesOn(['Wed', 'Fri'], addDays(today, 1), addDays(today, 30));
    expect(changed.body).toMatchObject({
      updated: mondays.length,
      created: tuesdays.length,
      removed: wedFri.length - 1,
      roster: { weekdays: ['Mon', 'Tue'], startTime: '10:00', notes: 'Gate 2' },
    });
    expect(changed.body.roster.dutyCount).toBe(mondays.length + tuesdays.length + 1);

    const after = await dutiesOf(company.id);
    const kept = after.find((d) => d.id === wednesday.id)!;
    expect(kept).toMatchObject({ status: 'Assigned', scheduledStart: wednesday.scheduledStart });
    const requested = after.filter((d) => d.status === 'Requested');
    expect(requested.map((d) => indiaDate(d.scheduledStart))).toEqual(
      [...mondays, ...tuesdays].sort(),
    );
    for (const duty of requested) expect(duty.scheduledStart).toMatch(/T04:30:00\.000Z$/);
    // Mondays kept their duties (same ids), changed in place.
    const mondayIds = booked
      .filter((d) => mondays.includes(indiaDate(d.scheduledStart)))
      .map((d) => d.id);
    expect(requested.filter((d) => mondayIds.includes(d.id))).toHaveLength(mondays.length);
    const cancelled = after.filter((d) => d.status === 'Cancelled');
    expect(cancelled).toHaveLength(wedFri.length - 1);
    const removed = await t.request(`/api/trip/${cancelled[0]!.id}`, { token: admin });
    expect(removed.body).toMatchObject({ cancelReason: 'Removed from the roster' });
    const monday = await t.request(`/api/trip/${mondayIds[0]}`, { token: admin });
    expect(monday.body.notes).toBe('Gate 2');

    // Shrinking the range removes the later unassigned duties.
    const shrunk = await t.request(`/api/trip/rosters/${rosterId}`, {
      method: 'PATCH',
      token: admin,
      json: { endDate: addDays(today, 10) },
    });
    const gone = datesOn(['Mon', 'Tue'], addDays(today, 11), addDays(today, 30));
    expect(shrunk.body).toMatchObject({ created: 0, removed: gone.length });
    expect(shrunk.body.updated).toBe(
      datesOn(['Mon', 'Tue'], addDays(today, 1), addDays(today, 10)).length,
    );
    if (indiaDate(wednesday.scheduledStart) > addDays(today, 10))
      expect((await dutiesOf(company.id, 'Assigned')).map((d) => d.id)).toEqual([wednesday.id]);

    const audit = await t.request(`/api/trip/rosters/${rosterId}`, { token: admin });
    expect(audit.body.endDate).toBe(addDays(today, 10));
  });

  it('starts from today when the first day has passed, and validates dates', async () => {
    const company = await insertCompany(t.db);
    const res = await t.request('/api/trip/rosters', {
      method: 'POST',
      token: admin,
      json: rosterInput(company.id, {
        weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
        startTime: '23:59',
        startDate: addDays(today, -20),
        endDate: addDays(today, 6),
        vendorId: undefined,
      }),
    });
    expect(res.status).toBe(201);
    // Today's 23:59 India time may or may not have passed; past days never get duties.
    expect(res.body.created).toBeGreaterThanOrEqual(6);
    expect(res.body.created).toBeLessThanOrEqual(7);
    expect(res.body.roster.vendor).toBeNull();

    const backwards = await t.request('/api/trip/rosters', {
      method: 'POST',
      token: admin,
      json: rosterInput(company.id, { startDate: addDays(today, 5), endDate: addDays(today, 1) }),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.details[0].path).toBe('body.endDate');
    const patchBackwards = await t.request(`/api/trip/rosters/${res.body.roster.id}`, {
      method: 'PATCH',
      token: admin,
      json: { startDate: addDays(today, 10) },
    });
    expect(patchBackwards.status).toBe(400);
    expect(patchBackwards.body.error.details[0].path).toBe('body.endDate');
  });

  it('shows a vendor only its own rosters and lets only operators write them', async () => {
    const company = await insertCompany(t.db);
    const created = await t.request('/api/trip/rosters', {
      method: 'POST',
      token: admin,
      json: rosterInput(company.id, { endDate: addDays(today, 3) }),
    });
    const id = created.body.roster.id as string;
    expect((await t.request(`/api/trip/rosters/${id}`, { token: A.token })).status).toBe(200);
    expect((await t.request(`/api/trip/rosters/${id}`, { token: B.token })).status).toBe(404);
    const listA = await t.request('/api/trip/rosters?q=nimbus', { token: A.token });
    expect(listA.body.items.map((r: { id: string }) => r.id)).toContain(id);
    const listB = await t.request('/api/trip/rosters', { token: B.token });
    expect(listB.body).toMatchObject({ items: [], total: 0 });
    expect(
      (
        await t.request('/api/trip/rosters', {
          method: 'POST',
          token: A.token,
          json: rosterInput(company.id),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request(`/api/trip/rosters/${id}`, {
          method: 'PATCH',
          token: A.token,
          json: { name: 'Mine now' },
        })
      ).status,
    ).toBe(403);
  });
});
