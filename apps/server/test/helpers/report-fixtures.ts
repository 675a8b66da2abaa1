import { addDays, todayInIndia } from '@raahi/domain/compliance';
import { regIdSql } from '../../src/db/reg-id.js';
import { duties, ratings } from '../../src/db/schema/index.js';
import { insertCompany, insertDriver, insertVehicle, vendorWithToken } from './duties.js';
import { insertUser, signIn } from './factories.js';
import type { TestApp } from './test-app.js';

const MINUTE = 60_000;
/** October 2026 in India: a whole month in the past, so every day of it has elapsed. */
export const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

interface Crew {
  vendorId: string | null;
  driverId: string | null;
  vehicleId: string | null;
}

/**
 * Reports' world: vendors A and B, each with a driver and vehicle (A with a second vehicle
 * whose insurance has lapsed and a first whose insurance is expiring), two companies, and
 * seven duties whose figures the tests know by heart:
 *
 * | day   | vendor | company | service           | status    | late | km  | hours | rating |
 * | 10-05 | A      | C1      | Airport Transport | Completed | 0    | 40  | 1     | 5      |
 * | 10-05 | A      | C1      | Outstation        | Completed | 30   | 100 | 2     | 3      |
 * | 10-06 | A      | C2      | Airport Transport | Cancelled |      |     |       |        |
 * | 10-06 | B      | C2      | Airport Transport | Completed | 5    | 25  | 1     | 4      | (01:00 IST: 5 Oct in UTC)
 * | 10-07 | B      | C1      | Local Package     | NoShow    |      |     |       |        |
 * | 10-07 | none   | C1      | Airport Transport | Requested |      |     |       |        |
 * | 11-02 | A      | C1      | Airport Transport | Completed | 0    | 70  | 1     |        | (outside October)
 */
export async function reportWorld(t: TestApp) {
  const admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
  const c1 = (await insertCompany(t.db, `Infosys ${Math.random()}`)).id;
  const c2 = (await insertCompany(t.db, `Wipro ${Math.random()}`)).id;
  const A = await vendorWithToken(t);
  const B = await vendorWithToken(t);
  const driverA = await insertDriver(t.db, A.id);
  const driverB = await insertDriver(t.db, B.id);
  const today = todayInIndia();
  const vehicleA = await insertVehicle(t.db, A.id, { insuranceTill: addDays(today, 10) });
  const lapsedA = await insertVehicle(t.db, A.id, { insuranceTill: addDays(today, -1) });
  const vehicleB = await insertVehicle(t.db, B.id);
  const crewA: Crew = { vendorId: A.id, driverId: driverA.id, vehicleId: vehicleA.id };
  const crewB: Crew = { vendorId: B.id, driverId: driverB.id, vehicleId: vehicleB.id };

  async function duty(
    day: string,
    time: string,
    crew: Crew,
    companyId: string,
    serviceType: string,
    status: string,
    run?: { lateBy: number; km: number; hours: number; score?: number },
  ) {
    const start = at(day, time);
    const startedAt = run ? new Date(start.getTime() + run.lateBy * MINUTE) : null;
    const completedAt = run ? new Date(startedAt!.getTime() + run.hours * 60 * MINUTE) : null;
    const [row] = await t.db
      .insert(duties)
      .values({
        regId: regIdSql('DUT'),
        companyId,
        serviceType,
        pickupAddress: 'Koramangala 5th Block, Bengaluru',
        dropAddress: 'Kempegowda International Airport',
        passengerCount: 1,
        vehicleCategory: 'Sedan',
        scheduledStart: start,
        scheduledEnd: new Date(start.getTime() + 3 * 60 * MINUTE),
        ...crew,
        status,
        startedAt,
        completedAt,
        odometerStart: run ? 10_000 : null,
        odometerEnd: run ? 10_000 + run.km : null,
      })
      .returning({ id: duties.id });
    if (run?.score)
      await t.db.insert(ratings).values({
        dutyId: row!.id,
        raterKind: 'passenger',
        score: run.score,
        ...crew,
        createdAt: completedAt!,
      });
  }

  await duty('2026-10-05', '10:00', crewA, c1, 'Airport Transport', 'Completed', {
    lateBy: 0,
    km: 40,
    hours: 1,
    score: 5,
  });
  await duty('2026-10-05', '14:00', crewA, c1, 'Outstation', 'Completed', {
    lateBy: 30,
    km: 100,
    hours: 2,
    score: 3,
  });
  await duty('2026-10-06', '09:00', crewA, c2, 'Airport Transport', 'Cancelled');
  await duty('2026-10-06', '01:00', crewB, c2, 'Airport Transport', 'Completed', {
    lateBy: 5,
    km: 25,
    hours: 1,
    score: 4,
  });
  await duty('2026-10-07', '08:00', crewB, c1, 'Local Package', 'NoShow');
  const none: Crew = { vendorId: null, driverId: null, vehicleId: null };
  await duty('2026-10-07', '18:00', none, c1, 'Airport Transport', 'Requested');
  await duty('2026-11-02', '10:00', crewA, c1, 'Airport Transport', 'Completed', {
    lateBy: 0,
    km: 70,
    hours: 1,
  });

  const driverAToken = (await signIn(t, driverA.user)).accessToken;
  return { admin, c1, c2, A, B, driverA, driverB, driverAToken, vehicleA, lapsedA, vehicleB };
}

/** `/api/reports/<kind>?…` */
export const reportUrl = (kind: string, query: Record<string, string | number> = {}) =>
  `/api/reports/${kind}?${new URLSearchParams(
    Object.entries({ ...OCTOBER, ...query }).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString()}`;
