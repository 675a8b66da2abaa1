import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import {
  createAccountCache,
  type AccountCache,
  type AuthAccount,
} from '../../src/modules/users/account-cache.js';
import { createUsersRepository } from '../../src/modules/users/users.repository.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createVendor } from '../helpers/vendors.js';

describe('account cache', () => {
  let t: TestApp;
  let cache: AccountCache;
  const errors: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    cache = createAccountCache(t.db.$client.options, (error) => errors.push(error));
    await vi.waitFor(async () => expect(await listenerPids()).toHaveLength(2)); // the app's and ours
  });
  afterAll(async () => {
    await cache.close();
    await t.close();
  });

  const repository = () => createUsersRepository(t.db);
  /** The connections listening for account changes: the app's cache and the one under test. */
  async function listenerPids() {
    const result = await t.db.execute<{ pid: number }>(
      sql`select pid from pg_stat_activity where application_name = 'raahi-accounts'
          and query like 'LISTEN%' and datname = current_database()`,
    );
    return result.rows.map((row) => row.pid);
  }
  /** Reads through the cache, counting how often it had to ask the database. */
  function reader(id: string) {
    const counter = { loads: 0, read: async () => undefined as AuthAccount | undefined };
    counter.read = () =>
      cache.get(id, async () => {
        counter.loads += 1;
        return repository().findForAuth(id);
      });
    return counter;
  }

  it('asks the database once, then answers from memory', async () => {
    const user = await insertUser(t.db, { role: 'admin' });
    const r = reader(user.id);
    expect((await r.read())?.accountStatus).toBe('Active');
    expect((await r.read())?.accountStatus).toBe('Active');
    expect(r.loads).toBe(1);
  });

  it("forgets an account when any process changes it, and a vendor's staff when the vendor changes", async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const { vendor } = await createVendor(t, (await signIn(t, admin)).accessToken);
    const vendorId = (vendor as { id: string }).id;
    const staff = await insertUser(t.db, { role: 'VENDOR_USER', vendorId });
    const staffReads = reader(staff.id);
    const adminReads = reader(admin.id);
    await staffReads.read();
    await adminReads.read();

    // Plain SQL, as another server process (or a person at psql) would change them.
    await t.db.update(users).set({ accountStatus: 'Blocked' }).where(eq(users.id, admin.id));
    await expect.poll(async () => (await adminReads.read())?.accountStatus).toBe('Blocked');

    await t.db.execute(sql`update vendors set account_status = 'Blocked' where id = ${vendorId}`);
    await expect.poll(async () => (await staffReads.read())?.vendorAccountStatus).toBe('Blocked');
    expect(staffReads.loads).toBeGreaterThan(1);
  });

  it('does not remember a read that overlapped a change', async () => {
    const user = await insertUser(t.db, { role: 'admin' });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stale = cache.get(user.id, async () => {
      const row = await repository().findForAuth(user.id);
      await gate;
      return row;
    });
    cache.forgetUser(user.id);
    release();
    expect((await stale)?.accountStatus).toBe('Active');

    const r = reader(user.id);
    await r.read();
    expect(r.loads).toBe(1); // the overlapped read was not kept
  });

  it('remembers nothing while the notifications connection is down, and listens again', async () => {
    const user = await insertUser(t.db, { role: 'admin' });
    for (const pid of await listenerPids()) {
      await t.db.execute(sql`select pg_terminate_backend(${pid})`);
    }
    await expect.poll(() => errors.length).toBeGreaterThan(0);

    const r = reader(user.id);
    await r.read();
    await r.read();
    expect(r.loads).toBe(2);

    await expect.poll(async () => (await listenerPids()).length, { timeout: 5000 }).toBe(2);
    await r.read();
    await r.read();
    expect(r.loads).toBe(3);
  });
});
