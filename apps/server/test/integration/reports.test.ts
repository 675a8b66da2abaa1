import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportUrl, reportWorld } from '../helpers/report-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type World = Awaited<ReturnType<typeof reportWorld>>;

/** Issue 30: the reports' figures, groupings, filters, scope and refusals. */
describe('reports', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    w = await reportWorld(t);
  });
  afterAll(() => t.close());

  const get = async (token: string, kind: string, query: Record<string, string | number> = {}) => {
    const response = await t.request(reportUrl(kind, query), { token });
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const byLabel = (body: { rows: Record<string, unknown>[] }, key: string) =>
    Object.fromEntries(body.rows.map((row) => [String(row[key]), row]));

  it('counts duties by IST day, with totals over the period only', async () => {
    const report = await get(w.admin, 'duties');
    expect(report.groupBy).toBe('day');
    expect(report.columns.map((c: { key: string }) => c.key)).toEqual([
      'day',
      'duties',
      'completed',
      'cancelled',
      'noShow',
      'km',
      'hours',
    ]);
    expect(report.rows).toEqual([
      { day: '2026-10-05', duties: 2, completed: 2, cancelled: 0, noShow: 0, km: 140, hours: 3 },
      // 01:00 IST on the 6th is still the 5th in UTC: days are India's.
      { day: '2026-10-06', duties: 2, completed: 1, cancelled: 1, noShow: 0, km: 25, hours: 1 },
      { day: '2026-10-07', duties: 2, completed: 0, cancelled: 0, noShow: 1, km: 0, hours: 0 },
    ]);
    expect(report.totals).toEqual({
      duties: 6,
      completed: 3,
      cancelled: 1,
      noShow: 1,
      km: 165,
      hours: 4,
    });
    expect(report.total).toBe(3);
  });

  it('groups by month, company, vendor, service type and status, and one row per duty', async () => {
    const month = await get(w.admin, 'duties', {
      groupBy: 'month',
      from: '2026-10-01',
      to: '2026-11-30',
    });
    expect(month.rows.map((r: { month: string; duties: number }) => [r.month, r.duties])).toEqual([
      ['2026-10', 6],
      ['2026-11', 1],
    ]);
    const vendor = byLabel(await get(w.admin, 'duties', { groupBy: 'vendor' }), 'vendor');
    expect(vendor[w.A.name]).toMatchObject({ duties: 3, completed: 2, km: 140 });
    expect(vendor[w.B.name]).toMatchObject({ duties: 2, completed: 1, noShow: 1 });
    expect(vendor['null']).toMatchObject({ duties: 1 });
    const service = byLabel(
      await get(w.admin, 'duties', { groupBy: 'serviceType' }),
      'serviceType',
    );
    expect(service['Airport Transport']).toMatchObject({ duties: 4, km: 65 });
    const status = byLabel(await get(w.admin, 'duties', { groupBy: 'status' }), 'status');
    expect(Object.keys(status).sort()).toEqual(['Cancelled', 'Completed', 'NoShow', 'Requested']);
    const company = await get(w.admin, 'duties', { groupBy: 'company', companyId: w.c2 });
    expect(company.rows).toHaveLength(1);
    expect(company.totals.duties).toBe(2);
    const each = await get(w.admin, 'duties', {
      groupBy: 'duty',
      sort: 'km',
      order: 'desc',
      pageSize: 2,
    });
    expect(each.total).toBe(6);
    expect(each.rows.map((r: { km: number }) => r.km)).toEqual([100, 40]);
    expect(each.rows[0]).toMatchObject({
      vendor: w.A.name,
      serviceType: 'Outstation',
      status: 'Completed',
    });
    const page2 = await get(w.admin, 'duties', {
      groupBy: 'duty',
      sort: 'km',
      order: 'desc',
      pageSize: 2,
      page: 2,
    });
    expect(page2.rows.map((r: { km: number }) => r.km)).toEqual([25, 0]);
    expect(page2.totals.km).toBe(165);
    // Past the last page: no rows, still the number of rows and the totals.
    const past = await get(w.admin, 'duties', { groupBy: 'duty', pageSize: 2, page: 9 });
    expect(past).toMatchObject({ rows: [], total: 6, totals: { duties: 6, km: 165 } });
  });

  it('filters by service type, status, driver and vehicle', async () => {
    expect((await get(w.admin, 'duties', { serviceType: 'Outstation' })).totals.duties).toBe(1);
    expect((await get(w.admin, 'duties', { status: 'Completed' })).totals.km).toBe(165);
    expect((await get(w.admin, 'duties', { driverId: w.driverB.id })).totals.duties).toBe(2);
    expect((await get(w.admin, 'duties', { vehicleId: w.vehicleA.id })).totals.duties).toBe(3);
  });

  it('rates drivers: duties, km, hours, on-time rate and average rating', async () => {
    const report = await get(w.admin, 'driver-performance');
    const rows = byLabel(report, 'driver');
    expect(rows[w.driverA.name]).toMatchObject({
      vendor: w.A.name,
      duties: 3,
      completed: 2,
      km: 140,
      hours: 3,
      onTimeRate: 50,
      cancelled: 1,
      noShow: 0,
      rating: 4,
    });
    expect(rows[w.driverB.name]).toMatchObject({
      duties: 2,
      onTimeRate: 100,
      noShow: 1,
      rating: 4,
    });
    expect(report.totals).toMatchObject({ duties: 5, km: 165, onTimeRate: 66.7, rating: 4 });
  });

  it('shows vendors accepted, completed, on time and no-shows, with their rating', async () => {
    const rows = byLabel(await get(w.admin, 'vendor-performance'), 'vendor');
    expect(rows[w.A.name]).toMatchObject({
      duties: 3,
      accepted: 2,
      completed: 2,
      onTime: 1,
      cancelled: 1,
      rating: 4,
    });
    expect(rows[w.B.name]).toMatchObject({
      duties: 2,
      accepted: 1,
      completed: 1,
      onTime: 1,
      noShow: 1,
      rating: 4,
    });
  });

  it('counts a vehicle’s days in use and idle days, idle vehicles too', async () => {
    const rows = byLabel(await get(w.A.token, 'vehicle-utilisation'), 'vehicle');
    expect(Object.keys(rows).sort()).toEqual(
      [w.lapsedA.vehicleNumber, w.vehicleA.vehicleNumber].sort(),
    );
    expect(rows[w.vehicleA.vehicleNumber]).toMatchObject({
      duties: 3,
      km: 140,
      hours: 3,
      activeDays: 1,
      idleDays: 30,
    });
    expect(rows[w.lapsedA.vehicleNumber]).toMatchObject({
      duties: 0,
      km: 0,
      activeDays: 0,
      idleDays: 31,
    });
  });

  it('counts papers expired, expiring and missing by vendor and by vehicle', async () => {
    const vendors = byLabel(await get(w.admin, 'compliance'), 'vendor');
    expect(vendors[w.A.name]).toMatchObject({ vehicles: 2, expired: 1, expiring: 1, missing: 0 });
    expect(vendors[w.B.name]).toMatchObject({ vehicles: 1, expired: 0, expiring: 0 });
    const vehicles = byLabel(await get(w.A.token, 'compliance', { groupBy: 'vehicle' }), 'vehicle');
    expect(vehicles[w.lapsedA.vehicleNumber]).toMatchObject({ expired: 1, expiring: 0 });
    expect(Object.keys(vehicles)).toHaveLength(2);
  });

  it('keeps a vendor to its own rows in every report, whatever ids it sends', async () => {
    for (const query of [{}, { vendorId: w.B.id }] as Record<string, string>[]) {
      const duties = await get(w.A.token, 'duties', { ...query, groupBy: 'vendor' });
      expect(duties.rows.map((r: { vendor: string }) => r.vendor)).toEqual([w.A.name]);
      expect(duties.totals.duties).toBe(3);
      for (const kind of [
        'driver-performance',
        'vendor-performance',
        'vehicle-utilisation',
        'compliance',
      ]) {
        const report = await get(w.A.token, kind, query);
        expect(report.rows.length, kind).toBeGreaterThan(0);
        for (const row of report.rows) expect(row.vendor, kind).toBe(w.A.name);
      }
    }
    const driverB = await get(w.A.token, 'duties', { driverId: w.driverB.id });
    expect(driverB.totals.duties).toBe(0);
  });

  it("narrows to a picked driver or vehicle; a vendor's pick of another's finds nothing", async () => {
    const drivers = await get(w.admin, 'driver-performance', { driverId: w.driverB.id });
    expect(drivers.rows.map((r: { driverId: string }) => r.driverId)).toEqual([w.driverB.id]);
    const vehicles = await get(w.admin, 'vehicle-utilisation', { vehicleId: w.vehicleA.id });
    expect(vehicles.rows.map((r: { vehicleId: string }) => r.vehicleId)).toEqual([w.vehicleA.id]);

    // Vendor A sending vendor B's driver or vehicle: its own scope, narrowed to nothing.
    const cases: [string, Record<string, string>][] = [
      ['duties', { driverId: w.driverB.id, groupBy: 'duty' }],
      ['duties', { vehicleId: w.vehicleB.id, groupBy: 'duty' }],
      ['driver-performance', { driverId: w.driverB.id }],
      ['vehicle-utilisation', { vehicleId: w.vehicleB.id }],
      ['compliance', { vehicleId: w.vehicleB.id, groupBy: 'vehicle' }],
    ];
    for (const [kind, query] of cases) {
      const report = await get(w.A.token, kind, query);
      expect(report.rows, `${kind} ${JSON.stringify(query)}`).toEqual([]);
      expect(report.total).toBe(0);
    }
    const csv = await t.request(
      reportUrl('duties/export', { driverId: w.driverB.id, groupBy: 'duty', format: 'csv' }),
      { token: w.A.token },
    );
    expect(csv.status).toBe(200);
    // The header and the Total line, no rows.
    expect(csv.text.trim().split('\r\n')).toHaveLength(2);
  });

  it('gives a driver its own performance and no other report', async () => {
    const own = await get(w.driverAToken, 'driver-performance', { driverId: w.driverB.id });
    expect(own.rows.map((r: { driver: string }) => r.driver)).toEqual([w.driverA.name]);
    const refused = await t.request(reportUrl('duties'), { token: w.driverAToken });
    expect(refused.status).toBe(403);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['duties', { from: '2026-10-31', to: '2026-10-01' }, 'querystring.to'],
      ['duties', { from: '2026-04-01', to: '2027-04-05' }, 'querystring.to'],
      ['duties', { groupBy: 'driver' }, 'querystring.groupBy'],
      ['duties', { sort: 'nonsense' }, 'querystring.sort'],
      ['driver-performance', { sort: 'rating' }, 'querystring.sort'],
      ['duties', { vendorId: 'not-a-uuid' }, 'querystring.vendorId'],
      ['duties', { status: 'Lost' }, 'querystring.status'],
    ];
    for (const [kind, query, path] of cases) {
      const response = await t.request(reportUrl(kind, query), { token: w.admin });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      expect(response.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await t.request('/api/reports/payroll', { token: w.admin })).status).toBe(400);
    expect((await t.request('/api/reports/duties')).status).toBe(401);
  });
});
