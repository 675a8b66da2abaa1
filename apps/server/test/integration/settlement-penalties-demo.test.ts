import { indiaDate } from '@raahi/domain/billing';
import type { SettlementStatement } from '@raahi/domain/settlements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dutyVendorFailures } from '../../src/db/schema/index.js';
import { loadDemoData } from '../../src/db/seed/demo-loader.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-sign-ins.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 29: the demo month shows a vendor's statement with a deduction by each rule. */
describe('demo penalties', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    expect(await loadDemoData(t.db)).toBe(true);
    const res = await t.request('/api/auth/admins/login', {
      method: 'POST',
      json: { email: 'admin@demo.raahi.in', password: DEMO_PASSWORD },
    });
    admin = (res.body as { accessToken: string }).accessToken;
  });
  afterAll(() => t.close());

  it('sets the penalties and shows one of each on the failing vendor’s statement', async () => {
    expect((await t.request('/api/settings', { token: admin })).body).toMatchObject({
      lateStartGraceMinutes: 15,
      lateStartPenaltyPaise: 200_00,
      vehicleNotReportedPenaltyPaise: 1_000_00,
    });
    const [failure] = await t.db.select().from(dutyVendorFailures);
    expect(failure).toBeDefined();
    const month = indiaDate(failure!.dueAt).slice(0, 7);
    const res = await t.request(`/api/settlements/${failure!.vendorId}/${month}`, { token: admin });
    expect(res.status, res.text).toBe(200);
    const statement = res.body as SettlementStatement;
    const rules = statement.deductions.map((d) => d.rule);
    expect(rules).toContain('vehicle-not-reported');
    expect(rules).toContain('late-start');
    const sum = statement.deductions.reduce((total, d) => total + d.amountPaise, 0);
    expect(statement.totals.deductionsPaise).toBe(sum);
  });
});
