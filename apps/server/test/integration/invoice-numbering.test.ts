import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../src/db/schema/index.js';
import { putCompanyBilling, putProfile, saleFlatFare, slippedDuties } from '../helpers/billing.js';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const COMPANIES = 24;

/**
 * CGST Rules rule 46(b): invoice numbers consecutive and unique in a financial year. Two server
 * processes on one database (two apps, each with its own pool) issue at the same moment.
 */
describe('invoice numbering under concurrency', () => {
  let one: TestApp;
  let two: TestApp;
  let admin: string;
  // Each process signs its own tokens: the admin signs in to both.
  let adminOnTwo: string;
  const companyIds: string[] = [];

  beforeAll(async () => {
    one = await createTestApp({ LOG_LEVEL: 'warn' });
    two = await createTestApp({ LOG_LEVEL: 'warn' }, { databaseUrl: one.databaseUrl });
    const user = await insertUser(one.db, { role: 'admin' });
    admin = (await signIn(one, user)).accessToken;
    adminOnTwo = (await signIn(two, user)).accessToken;
    await putProfile(one, admin);
    await saleFlatFare(one, admin, 1_234_56);
    const vendor = await vendorWithToken(one);
    for (let i = 0; i < COMPANIES; i++) {
      const id = (await insertCompany(one.db)).id;
      await putCompanyBilling(one, admin, id, i % 2 ? '29' : '27');
      await slippedDuties(one, { companyId: id, vendorId: vendor.id, day: '2026-08-05', count: 3 });
      companyIds.push(id);
    }
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('hands out 1..N with no gap and no repeat, each company invoiced once', async () => {
    // Every company asked for twice, through both processes: one issue each, the other 409.
    const answers = await Promise.all(
      companyIds.flatMap((companyId) =>
        [
          [one, admin],
          [two, adminOnTwo],
        ].map(([app, token]) =>
          (app as TestApp).request('/api/invoices', {
            method: 'POST',
            token: token as string,
            json: { companyId, month: '2026-08' },
          }),
        ),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(COMPANIES);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    const rows = await one.db.select().from(invoices).orderBy(asc(invoices.serial));
    expect(rows.map((row) => row.serial)).toEqual(
      Array.from({ length: COMPANIES }, (_, i) => i + 1),
    );
    expect(new Set(rows.map((row) => row.number)).size).toBe(COMPANIES);
    expect(new Set(rows.map((row) => row.companyId)).size).toBe(COMPANIES);
    for (const row of rows) expect(row.dutyCount).toBe(3);
  });
});
