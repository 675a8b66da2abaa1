import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('list totals', () => {
  let t: TestApp;
  let token: string;
  const STAFF = 1_060;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    await t.db.execute(sql`
      insert into users (reg_id, role, name, email, phone, job_role, approval_status, account_status)
      select 'EMP-T' || n, 'ADMIN_USER', 'Staff ' || n, 'staff' || n || '@totals.test',
             (9000000000 + n)::text, 'trip_coordinator', 'Approved', 'Active'
      from generate_series(1, ${STAFF}) n`);
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.request(`/api/records/employees?${query}`, { token });
    expect(res.status).toBe(200);
    return res.body as { items: { name: string }[]; total: number; totalExact: boolean };
  };
  const names = async (query: string) => (await list(query)).items.map((item) => item.name);

  it('counts exactly up to 1,000 past the page, then says there are at least that many', async () => {
    const first = await list('pageSize=50');
    expect(first).toMatchObject({ total: 1000, totalExact: false });
    expect(first.items).toHaveLength(50);

    // Past the first thousand the count reaches the end again, and is exact.
    const deep = await list('pageSize=50&page=21');
    expect(deep).toMatchObject({ total: STAFF, totalExact: true });
    expect(deep.items).toHaveLength(50);
  });

  it('counts a search 100 past the page: every match it counts is a row tested', async () => {
    expect(await list('pageSize=50&q=Staff')).toMatchObject({ total: 100, totalExact: false });
    expect(await list('pageSize=50&page=21&q=Staff')).toMatchObject({
      total: STAFF,
      totalExact: true,
    });
  });

  it('is exact for a narrower list, with or without a search', async () => {
    expect(await list('pageSize=10&q=Staff 105')).toMatchObject({ total: 11, totalExact: true });
    expect(await list('pageSize=10&accountStatus=Blocked')).toMatchObject({
      total: 0,
      totalExact: true,
    });
  });

  it('answers every request for its own values, though a shape is built once', async () => {
    // The same statement each time, other values each time: searches, filters, pages, sorts.
    expect(await names('pageSize=5&q=Staff 1060')).toEqual(['Staff 1060']);
    expect(await names('pageSize=5&q=Staff 1059')).toEqual(['Staff 1059']);
    expect((await list('pageSize=5&q=Staff 106')).total).toBe(2);
    expect(await names('pageSize=3&sort=name&q=Staff 10')).toEqual([
      'Staff 10',
      'Staff 100',
      'Staff 1000',
    ]);
    expect(await names('pageSize=3&page=2&sort=name&q=Staff 10')).toEqual([
      'Staff 1001',
      'Staff 1002',
      'Staff 1003',
    ]);
    expect(await names('pageSize=3&sort=-name&q=Staff 10')).toEqual([
      'Staff 109',
      'Staff 108',
      'Staff 107',
    ]);
    expect((await list('pageSize=5&accountStatus=Active&jobRole=trip_coordinator')).total).toBe(
      1000,
    );
    expect((await list('pageSize=5&accountStatus=Inactive&jobRole=trip_coordinator')).total).toBe(
      0,
    );
  });

  it('answers the total for a page past the end, which has no rows to carry it', async () => {
    expect(await list('pageSize=50&page=30')).toMatchObject({
      items: [],
      total: STAFF,
      totalExact: true,
    });
    expect(await list('pageSize=10&page=3&q=Staff 105')).toMatchObject({
      items: [],
      total: 11,
      totalExact: true,
    });
  });
});
