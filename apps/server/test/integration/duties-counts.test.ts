import { addDays, todayInIndia } from '@raahi/domain/compliance';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client.js';
import { createDutyScheduleRepository } from '../../src/modules/duties/duty-schedule.repository.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { bookingInput, insertCompany, insertDriver, vendorWithToken } from '../helpers/duties.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('duties: counts by India day and status', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;
  let A: { id: string; name: string; token: string };
  let B: { id: string; name: string; token: string };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
    A = await vendorWithToken(t);
    B = await vendorWithToken(t);
  });
  afterAll(() => t.close());

  const { book, move } = dutyRequests(() => ({ t, admin, companyId }));

  it("counts a month's duties by India day and status, a duty on every day it touches", async () => {
    const day = addDays(todayInIndia(), 200);
    const at = (offset: number, time: string) => `${addDays(day, offset)}T${time}:00+05:30`;
    const bookAt = async (start: string, end: string) => {
      const res = await book(
        bookingInput(companyId, { vendorId: A.id, scheduledStart: start, scheduledEnd: end }),
      );
      expect(res.status, res.text).toBe(201);
      return res.body.id as string;
    };
    await bookAt(at(0, '09:30'), at(0, '10:30'));
    await bookAt(at(0, '11:30'), at(0, '12:30'));
    await bookAt(at(0, '23:30'), at(1, '01:00')); // on both days
    await bookAt(at(1, '23:00'), at(2, '00:00')); // ends at midnight: not on the next day
    await bookAt(at(2, '10:00'), at(5, '18:00')); // past the window: only the days inside it
    const cancelled = await bookAt(at(0, '15:00'), at(0, '16:00'));
    expect((await move(cancelled, 'cancel', { reason: 'Client called off' })).status).toBe(200);

    const days = async (token: string, extra = '') => {
      const res = await t.request(
        `/api/trip/schedule/days?from=${encodeURIComponent(at(0, '00:00'))}&to=${encodeURIComponent(at(4, '00:00'))}${extra}`,
        { token },
      );
      expect(res.status, res.text).toBe(200);
      return res.body.days;
    };
    expect(await days(admin)).toEqual([
      { date: addDays(day, 0), counts: { Requested: 3, Cancelled: 1 } },
      { date: addDays(day, 1), counts: { Requested: 2 } },
      { date: addDays(day, 2), counts: { Requested: 1 } },
      { date: addDays(day, 3), counts: { Requested: 1 } },
    ]);
    expect(await days(A.token, '&status=Cancelled')).toEqual([
      { date: addDays(day, 0), counts: { Cancelled: 1 } },
    ]);
    expect(await days(B.token)).toEqual([]);
  });

  it('counts India days the same whatever time zone the database session keeps', async () => {
    // New York's clocks go forward on 14 March 2027, making its calendar day 23 hours long. A
    // count that stepped from day to day in the session's calendar would move India's days.
    const company = await insertCompany(t.db);
    const at = (date: string, time: string) => `${date}T${time}:00+05:30`;
    for (const [start, end] of [
      [at('2027-03-13', '10:00'), at('2027-03-13', '11:00')],
      [at('2027-03-14', '10:00'), at('2027-03-14', '11:00')],
      [at('2027-03-14', '23:30'), at('2027-03-15', '01:00')], // on both days
      [at('2027-03-16', '10:00'), at('2027-03-16', '11:00')],
    ]) {
      const res = await book(
        bookingInput(company.id, { scheduledStart: start!, scheduledEnd: end! }),
      );
      expect(res.status, res.text).toBe(201);
    }
    const url = new URL(t.db.$client.options.connectionString!);
    url.searchParams.set('options', '-c TimeZone=America/New_York');
    const newYork = createDatabase(url.toString(), 1);
    try {
      const { rows } = await newYork.execute<{ zone: string }>(
        sql`select current_setting('TimeZone') as zone`,
      );
      expect(rows[0]!.zone).toBe('America/New_York');
      const counted = await createDutyScheduleRepository(newYork).countByDay(
        { kind: 'all' },
        {
          from: at('2027-03-13', '00:00'),
          to: at('2027-03-17', '00:00'),
          companyId: company.id,
          lanePage: 1,
        },
      );
      expect(counted).toEqual([
        { day: '2027-03-13', status: 'Requested', n: 1 },
        { day: '2027-03-14', status: 'Requested', n: 2 },
        { day: '2027-03-15', status: 'Requested', n: 1 },
        { day: '2027-03-16', status: 'Requested', n: 1 },
      ]);
    } finally {
      await newYork.$client.end();
    }
  });

  it("counts today's duties by status in the caller's scope", async () => {
    const C = await vendorWithToken(t);
    const today = todayInIndia();
    const midnight = Date.parse(`${today}T00:00:00+05:30`);
    const at = (h: number) => new Date(midnight + h * 3_600_000).toISOString();
    const todays = [];
    for (const h of [1, 8, 20]) {
      const res = await book(
        bookingInput(companyId, { vendorId: C.id, scheduledStart: at(h), scheduledEnd: at(h + 1) }),
      );
      todays.push(res.body.id);
    }
    // Yesterday to early today overlaps today; tomorrow does not count.
    await book(
      bookingInput(companyId, { vendorId: C.id, scheduledStart: at(-2), scheduledEnd: at(0.5) }),
    );
    await book(
      bookingInput(companyId, { vendorId: C.id, scheduledStart: at(25), scheduledEnd: at(26) }),
    );
    await move(todays[0], 'cancel', { reason: 'Not needed' });
    const summary = await t.request('/api/trip/summary/today', { token: C.token });
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({
      date: today,
      counts: {
        Requested: 3,
        Assigned: 0,
        Accepted: 0,
        Started: 0,
        Completed: 0,
        Cancelled: 1,
        NoShow: 0,
      },
    });
    const driverOnly = await insertDriver(t.db, C.id);
    const driverSummary = await t.request('/api/trip/summary/today', {
      token: (await signIn(t, driverOnly.user)).accessToken,
    });
    expect(Object.values(driverSummary.body.counts).every((n) => n === 0)).toBe(true);
  });
});
