import { geofenceFromSite } from '@raahi/domain/company-sites';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, vendors } from '../../src/db/schema/index.js';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const BELLANDUR = { latitude: 12.9279, longitude: 77.681 };
const GENOME_VALLEY = { latitude: 17.552, longitude: 78.587 };

/** Issue 27: a client company's site, and geofences made from it. */
describe('company sites', () => {
  let t: TestApp;
  let admin: string;
  let operatorUser: string;
  let vendor: { id: string; token: string };
  let other: { id: string; token: string };
  let served: { id: string; name: string };
  let unplaced: { id: string; name: string };
  let elsewhere: { id: string; name: string };

  const putSite = (id: string, json: unknown, token = admin) =>
    t.request(`/api/companies/${id}/site`, { method: 'PUT', token, json });
  const sites = async (token: string) => {
    const answer = await t.request('/api/geofences/company-sites', { token });
    expect(answer.status, answer.text).toBe(200);
    return answer.body.companies as { companyId: string; name: string; site: unknown }[];
  };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    operatorUser = (await signIn(t, await insertUser(t.db, { role: 'ADMIN_USER' }))).accessToken;
    served = await insertCompany(t.db, 'Nimbus Technologies');
    unplaced = await insertCompany(t.db, 'Indus Software Park');
    elsewhere = await insertCompany(t.db, 'Lotus Pharma');
    vendor = await vendorWithToken(t);
    other = await vendorWithToken(t);
    // The vendor works with two companies (one of them not placed yet); the other with a third.
    await t.db
      .update(vendors)
      .set({ associatedCompanies: [served.id, unplaced.id] })
      .where(eq(vendors.id, vendor.id));
    await t.db
      .update(vendors)
      .set({ associatedCompanies: [elsewhere.id] })
      .where(eq(vendors.id, other.id));
  });
  afterAll(() => t.close());

  it('lets the operator place a company’s site, audited, and shows it with the company', async () => {
    const placed = await putSite(served.id, BELLANDUR);
    expect(placed.status, placed.text).toBe(200);
    expect(placed.body).toMatchObject({ id: served.id, site: BELLANDUR });
    expect((await t.request(`/api/companies/${served.id}`, { token: admin })).body.site).toEqual(
      BELLANDUR,
    );
    const byOperatorUser = await putSite(elsewhere.id, GENOME_VALLEY, operatorUser);
    expect(byOperatorUser.body.site).toEqual(GENOME_VALLEY);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, served.id)));
    expect(audit.map((entry) => [entry.before, entry.after])).toEqual([
      [{ site: null }, { site: BELLANDUR }],
    ]);
    // The public list of names (the vendor onboarding's) does not carry sites.
    const names = await t.request('/api/companies');
    expect(names.text).not.toContain('latitude');
  });

  it('refuses a site outside India, half a site or no numbers, with the field named', async () => {
    const london = await putSite(unplaced.id, { latitude: 51.5, longitude: -0.12 });
    expect(london.status).toBe(400);
    expect(london.body.error.code).toBe('VALIDATION_FAILED');
    expect(london.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'body.latitude',
      'body.longitude',
    ]);
    const half = await putSite(unplaced.id, { latitude: 12.84, longitude: null });
    expect(half.status).toBe(400);
    expect(half.body.error.details).toEqual([
      { path: 'body.longitude', message: 'Give both the latitude and the longitude, or neither' },
    ]);
    expect((await putSite(unplaced.id, { latitude: 'north', longitude: 77 })).status).toBe(400);
    expect((await putSite(unplaced.id, {})).status).toBe(400);
    // Unknown company: 404; not the operator: 403; not signed in: 401.
    expect((await putSite(vendor.id, BELLANDUR)).status).toBe(404);
    expect((await putSite(unplaced.id, BELLANDUR, vendor.token)).status).toBe(403);
    const anonymous = await t.request(`/api/companies/${unplaced.id}/site`, {
      method: 'PUT',
      json: BELLANDUR,
    });
    expect(anonymous.status).toBe(401);
    expect((await t.request(`/api/companies/${unplaced.id}`, { token: admin })).body.site).toBe(
      null,
    );
  });

  it('clears a site with both coordinates null', async () => {
    const company = await insertCompany(t.db);
    await putSite(company.id, BELLANDUR);
    const cleared = await putSite(company.id, { latitude: null, longitude: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.site).toBeNull();
  });

  it('offers the operator every active company and a vendor only its own placed sites', async () => {
    const archived = await insertCompany(t.db);
    await putSite(archived.id, BELLANDUR);
    await t.request(`/api/companies/${archived.id}`, {
      method: 'PATCH',
      token: admin,
      json: { archived: true },
    });

    const operators = await sites(admin);
    expect(operators.find((c) => c.companyId === served.id)?.site).toEqual(BELLANDUR);
    expect(operators.find((c) => c.companyId === unplaced.id)?.site).toBeNull();
    expect(operators.some((c) => c.companyId === archived.id)).toBe(false);
    expect((await sites(operatorUser)).length).toBe(operators.length);

    // The vendor: its placed company only, never the other vendor's client.
    expect(await sites(vendor.token)).toEqual([
      { companyId: served.id, name: 'Nimbus Technologies', site: BELLANDUR },
    ]);
    expect((await sites(other.token)).map((c) => c.name)).toEqual(['Lotus Pharma']);
    const newcomer = await vendorWithToken(t);
    expect(await sites(newcomer.token)).toEqual([]);

    const driver = await insertUser(t.db, { role: 'driver', vendorId: vendor.id });
    const driverToken = (await signIn(t, driver)).accessToken;
    expect((await t.request('/api/geofences/company-sites', { token: driverToken })).status).toBe(
      403,
    );
    expect((await t.request('/api/geofences/company-sites')).status).toBe(401);
  });

  it('makes geofences from a site: the operator’s for every vehicle, a vendor’s its own', async () => {
    const [site] = await sites(vendor.token);
    const made = geofenceFromSite({ name: site!.name, site: BELLANDUR });
    const byVendor = await t.request('/api/geofences', {
      method: 'POST',
      token: vendor.token,
      json: made,
    });
    expect(byVendor.status, byVendor.text).toBe(201);
    expect(byVendor.body).toMatchObject({
      name: 'Nimbus Technologies',
      category: 'office',
      shape: { type: 'circle', center: BELLANDUR, radiusM: 200 },
      vendorId: vendor.id,
    });
    const byOperator = await t.request('/api/geofences', {
      method: 'POST',
      token: admin,
      json: { ...made, name: 'Nimbus main gate' },
    });
    expect(byOperator.body.vendorId).toBeNull();

    // The other vendor sees the operator's, never the vendor's own.
    const seen = (await t.request('/api/geofences', { token: other.token })).body.geofences as {
      id: string;
    }[];
    expect(seen.map((fence) => fence.id)).toEqual([byOperator.body.id]);
  });
});
