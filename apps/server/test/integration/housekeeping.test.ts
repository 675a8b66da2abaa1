import { eq, gt, inArray } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invitations, otpCodes, refreshTokens } from '../../src/db/schema/index.js';
import { createJobRunner, type JobRunner } from '../../src/jobs/job-runner.js';
import { hashToken } from '../../src/modules/auth/tokens.js';
import { insertUser, signIn, uniquePhone } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { adminQuery } from '../global-setup.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const hence = (ms: number) => new Date(Date.now() + ms);

/**
 * The server runs its jobs in-process (JOBS_IN_PROCESS=true); another runner, standing in for
 * the scheduler of any process, queues the hourly runs now instead of at :17.
 */
describe('housekeeping jobs', () => {
  let t: TestApp;
  let scheduler: JobRunner;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ JOBS_IN_PROCESS: 'true', LOG_LEVEL: 'info' });
    scheduler = createJobRunner({
      connection: t.db.$client.options,
      log: pino({ level: 'silent' }),
    });
    await scheduler.start();
    adminToken = (await signIn(t, await insertUser(t.db))).accessToken;
  });
  afterAll(async () => {
    await scheduler.stop();
    await t.close();
  });

  const hasIds = async (table: typeof refreshTokens | typeof otpCodes, ids: string[]) =>
    (await t.db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map(
      (row) => row.id,
    );

  it('are scheduled hourly in India time, once for every process', async () => {
    const { rows } = await adminQuery(
      t.db.$client.options.connectionString!,
      'select name, cron, timezone from pgboss.schedule order by name',
    );
    for (const name of [
      'apply-audit-retention',
      'purge-expired-invitations',
      'purge-expired-otp-codes',
      'purge-expired-sessions',
    ]) {
      expect(rows).toContainEqual({ name, cron: '17 * * * *', timezone: 'Asia/Kolkata' });
    }
  });

  it('delete expired refresh tokens, and a live sign-in keeps working', async () => {
    const user = await insertUser(t.db);
    const live = await signIn(t, user);
    const [liveRow] = await t.db
      .select({ id: refreshTokens.id, familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    // A spent rotation of the live sign-in, and a whole sign-in, both past their expiry.
    const expired = await t.db
      .insert(refreshTokens)
      .values([
        {
          userId: user.id,
          familyId: liveRow!.familyId,
          tokenHash: randomUUID(),
          expiresAt: ago(DAY_MS),
          usedAt: ago(31 * DAY_MS),
        },
        { userId: user.id, familyId: randomUUID(), tokenHash: randomUUID(), expiresAt: ago(1) },
      ])
      .returning({ id: refreshTokens.id });
    const expiredIds = expired.map((row) => row.id);

    await scheduler.send('purge-expired-sessions');
    await expect
      .poll(() => hasIds(refreshTokens, expiredIds), { timeout: 15_000, interval: 200 })
      .toEqual([]);
    expect(await hasIds(refreshTokens, [liveRow!.id])).toEqual([liveRow!.id]);

    const refreshed = await t.request('/api/auth/refresh', {
      method: 'POST',
      json: { refreshToken: live.refreshToken },
    });
    expect(refreshed.status, refreshed.text).toBe(200);
  });

  it('delete codes older than the hourly cap counts, and keep the recent ones', async () => {
    const phone = uniquePhone();
    const code = (createdAt: Date, extra: Partial<typeof otpCodes.$inferInsert> = {}) => ({
      phone,
      audience: 'onboarding',
      codeHash: randomUUID(),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 5 * 60 * 1000),
      ...extra,
    });
    const rows = await t.db
      .insert(otpCodes)
      .values([
        code(ago(2 * 60 * 60 * 1000)),
        code(ago(90 * 60 * 1000), { consumedAt: ago(89 * 60 * 1000) }),
        // Expired, but still one of the hour's five sends.
        code(ago(30 * 60 * 1000)),
        code(ago(60 * 1000)),
      ])
      .returning({ id: otpCodes.id });
    const [old, oldUsed, recentExpired, live] = rows.map<string>((row) => row.id);

    await scheduler.send('purge-expired-otp-codes');
    await expect
      .poll(() => hasIds(otpCodes, [old!, oldUsed!]), { timeout: 15_000, interval: 200 })
      .toEqual([]);
    expect((await hasIds(otpCodes, [recentExpired!, live!])).sort()).toEqual(
      [recentExpired!, live!].sort(),
    );
  });

  it('delete invitations past their expiry, and a live link still opens', async () => {
    const employee = await insertUser(t.db, { role: 'ADMIN_USER', passwordHash: null });
    const liveToken = randomBytes(32).toString('base64url');
    const [, , live] = await t.db
      .insert(invitations)
      .values([
        { userId: employee.id, tokenHash: randomUUID(), expiresAt: ago(1) },
        { userId: employee.id, tokenHash: randomUUID(), expiresAt: ago(1), usedAt: ago(DAY_MS) },
        { userId: employee.id, tokenHash: hashToken(liveToken), expiresAt: hence(DAY_MS) },
      ])
      .returning({ id: invitations.id });
    const remaining = async () =>
      (
        await t.db
          .select({ id: invitations.id })
          .from(invitations)
          .where(eq(invitations.userId, employee.id))
      ).map((row) => row.id);

    await scheduler.send('purge-expired-invitations');
    await expect.poll(remaining, { timeout: 15_000, interval: 200 }).toEqual([live!.id]);
    const opened = await t.request(`/api/auth/invitations/${liveToken}`);
    expect(opened.status, opened.text).toBe(200);
  });

  it('delete audit entries older than the operator’s retention, security events too', async () => {
    const entry = (daysAgo: number, entity = 'vendor') => ({
      action: 'updated',
      entity,
      entityId: randomUUID(),
      createdAt: ago(daysAgo * DAY_MS),
    });
    const rows = await t.db
      .insert(auditLog)
      .values([entry(800), entry(800, 'security'), entry(700), entry(300)])
      .returning({ id: auditLog.id });
    const [older, olderSecurity, year2, recent] = rows.map<string>((row) => row.id);
    const kept = async () =>
      (
        await t.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(inArray(auditLog.id, [older!, olderSecurity!, year2!, recent!]))
      )
        .map((row) => row.id)
        .sort();

    // At the default, 730 days.
    await scheduler.send('apply-audit-retention');
    await expect.poll(kept, { timeout: 15_000, interval: 200 }).toEqual([year2!, recent!].sort());

    // The operator keeps a year: the two-year-old entry goes at the next run.
    const saved = await t.request('/api/settings', {
      method: 'PUT',
      token: adminToken,
      json: { auditRetentionDays: 365 },
    });
    expect(saved.status, saved.text).toBe(200);
    await scheduler.send('apply-audit-retention');
    await expect.poll(kept, { timeout: 15_000, interval: 200 }).toEqual([recent!]);
    // Today's entries (the sign-ins, the settings change) stay.
    const today = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(gt(auditLog.createdAt, ago(DAY_MS)));
    expect(today.length).toBeGreaterThan(1);
    expect(t.logs.some((line) => line.includes('"job":"apply-audit-retention"'))).toBe(true);
  });
});
