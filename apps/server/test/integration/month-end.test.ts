import { setTimeout as sleep } from 'node:timers/promises';
import { emptyMonthEndSummary } from '@raahi/domain/month-end';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthEndRuns } from '../../src/db/schema/index.js';
import {
  flatFare,
  putCompanyBilling,
  putCompanyInvoicing,
  putProfile,
  saleFlatFare,
  slippedDuties,
} from '../helpers/billing.js';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 29: the month-end run, every company's invoices and every vendor's statement. */
describe('month-end run', () => {
  let t: TestApp;
  let admin: string;
  let vendorA: { id: string; token: string };
  let vendorB: { id: string; token: string };
  let monthly: string;
  let perDuty: string;
  let unpriced: string;

  const start = (month: string, token = admin) =>
    t.request('/api/invoices/month-end', { method: 'POST', token, json: { month } });
  async function finished(runId: string) {
    for (let i = 0; i < 300; i++) {
      const res = await t.request(`/api/invoices/month-end/${runId}`, { token: admin });
      if (res.body.status === 'done' || res.body.status === 'failed') return res.body;
      await sleep(100);
    }
    throw new Error('the run did not finish');
  }

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn', JOBS_IN_PROCESS: 'true' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    vendorA = await vendorWithToken(t);
    vendorB = await vendorWithToken(t);
    monthly = (await insertCompany(t.db)).id;
    perDuty = (await insertCompany(t.db)).id;
    unpriced = (await insertCompany(t.db)).id;
    for (const id of [monthly, perDuty, unpriced]) await putCompanyBilling(t, admin, id, '29');
    const setting = await putCompanyInvoicing(t, admin, perDuty, 'per-duty');
    expect(setting.status, setting.text).toBe(200);
    await saleFlatFare(t, admin, 1_000_00);
    await flatFare(t, admin, 800_00, 'purchase');
  });
  afterAll(() => t.close());

  it('waits for the company profile, and is the operator’s', async () => {
    expect((await start('2026-06')).status).toBe(409);
    await putProfile(t, admin);
    expect((await start('2026-06', vendorA.token)).status).toBe(403);
    const none = await t.request('/api/invoices/month-end?month=2026-06', { token: admin });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    expect((await start('2026-13')).status).toBe(400);
  });

  it('issues every company’s invoices by its setting and works every vendor’s statement', async () => {
    const day = { day: '2026-06-09' };
    await slippedDuties(t, { companyId: monthly, vendorId: vendorA.id, ...day, count: 2 });
    await slippedDuties(t, { companyId: perDuty, vendorId: vendorA.id, ...day, count: 3 });
    await slippedDuties(t, { companyId: unpriced, vendorId: vendorB.id, ...day });
    const [open] = await slippedDuties(t, {
      companyId: unpriced,
      vendorId: vendorB.id,
      ...day,
      open: true,
    });

    const res = await start('2026-06');
    expect(res.status, res.text).toBe(202);
    expect(res.body.status).toBe('queued');
    const run = await finished(res.body.id);
    expect(run.status, run.error).toBe('done');
    const { summary } = run;
    expect(summary.companies).toMatchObject({ total: 3, done: 3, invoiced: 2, upToDate: 0 });
    expect(summary.companies.skipped).toEqual([
      expect.objectContaining({ companyId: unpriced, reason: expect.stringContaining('1 of 2') }),
    ]);
    // One consolidated invoice of 2 duties, and 3 of one duty each, numbered in a row.
    expect(summary.invoices).toMatchObject({
      issued: 4,
      duties: 5,
      taxablePaise: 5 * 1_000_00,
      taxPaise: 5 * 180_00,
      totalPaise: 5 * 1_180_00,
    });
    const serial = (number: string) => Number(number.split('/')[2]);
    expect(serial(summary.invoices.last) - serial(summary.invoices.first)).toBe(3);
    // Statements: vendor A's 5 duties at ₹800, vendor B's 2 of which one cannot be priced.
    expect(summary.statements).toMatchObject({ vendors: 2, duties: 7, payable: 1 });
    expect(summary.statements.amountPaise).toBe(6 * 800_00);
    expect(summary.unpricedCount).toBe(2);
    expect(summary.unpriced).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ side: 'sale', dutyId: open!.id }),
        expect.objectContaining({ side: 'purchase', dutyId: open!.id }),
      ]),
    );
    const latest = await t.request('/api/invoices/month-end?month=2026-06', { token: admin });
    expect(latest.body.id).toBe(run.id);
  });

  it('runs one run of a month at a time', async () => {
    await t.db.insert(monthEndRuns).values({
      month: '2026-05',
      status: 'running',
      summary: emptyMonthEndSummary(),
    });
    const res = await start('2026-05');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain('already under way');
  });

  it('runs again without invoicing a duty twice', async () => {
    const res = await start('2026-06');
    expect(res.status, res.text).toBe(202);
    const run = await finished(res.body.id);
    expect(run.status).toBe('done');
    expect(run.summary.companies).toMatchObject({ total: 3, invoiced: 0, upToDate: 2 });
    expect(run.summary.invoices.issued).toBe(0);
    const page = await t.request('/api/invoices?month=2026-06&limit=100', { token: admin });
    expect(page.body.items).toHaveLength(4);
  });
});

describe('month-end run without a process working jobs', () => {
  it('answers 503 and keeps the run as failed, not a 500', async () => {
    const t = await createTestApp({ LOG_LEVEL: 'warn', JOBS_IN_PROCESS: 'false' });
    try {
      const admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
      await putProfile(t, admin);
      const res = await t.request('/api/invoices/month-end', {
        method: 'POST',
        token: admin,
        json: { month: '2026-06' },
      });
      expect(res.status, res.text).toBe(503);
      expect(res.body.error.message).toContain('no process is working background jobs');
      const latest = await t.request('/api/invoices/month-end?month=2026-06', { token: admin });
      expect(latest.body).toMatchObject({ status: 'failed' });
    } finally {
      await t.close();
    }
  });
});
