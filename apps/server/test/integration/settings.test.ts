import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { insertDriver, vendorWithToken } from '../helpers/duties.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('operator settings', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    for (const role of ['admin', 'ADMIN_USER'] as const)
      tokens[role] = (await signIn(t, await insertUser(t.db, { role }))).accessToken;
    const vendor = await vendorWithToken(t);
    tokens.vendor = vendor.token;
    const staff = await insertUser(t.db, { role: 'VENDOR_USER', vendorId: vendor.id });
    tokens.VENDOR_USER = (await signIn(t, staff)).accessToken;
    tokens.driver = (await signIn(t, (await insertDriver(t.db, vendor.id)).user)).accessToken;
  });
  afterAll(() => t.close());

  const get = (token?: string) => t.request('/api/settings', { token });
  const put = (json: unknown, token = tokens.admin) =>
    t.request('/api/settings', { method: 'PUT', token, json });
  const settingsAudit = () =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.entityId, 'settings')))
      .orderBy(desc(auditLog.createdAt));

  it('works untouched: every setting at its documented default', async () => {
    const res = await get(tokens.admin);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      dutyStartWindowMinutes: 120,
      maxAverageSpeedKmph: 120,
      auditRetentionDays: 730,
      positionRetentionDays: 90,
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
      lateStartGraceMinutes: 15,
      lateStartPenaltyPaise: 0,
      vehicleNotReportedPenaltyPaise: 0,
    });
  });

  it('is the operator’s: admin and ADMIN_USER read it, nobody else', async () => {
    expect((await get(tokens.ADMIN_USER)).status).toBe(200);
    for (const role of ['vendor', 'VENDOR_USER', 'driver']) {
      expect((await get(tokens[role])).status, role).toBe(403);
      expect((await put({ maxAverageSpeedKmph: 200 }, tokens[role])).status, role).toBe(403);
    }
    expect((await get()).status).toBe(401);
    expect((await get(tokens.admin)).body.maxAverageSpeedKmph).toBe(120);
  });

  it('saves a change, keeps the others, and audits before → after once', async () => {
    const saved = await put({ dutyStartWindowMinutes: 90 });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({
      dutyStartWindowMinutes: 90,
      maxAverageSpeedKmph: 120,
      auditRetentionDays: 730,
      positionRetentionDays: 90,
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
      lateStartGraceMinutes: 15,
      lateStartPenaltyPaise: 0,
      vehicleNotReportedPenaltyPaise: 0,
    });
    expect((await get(tokens.admin)).body).toEqual(saved.body);

    const [entry] = await settingsAudit();
    expect(entry).toMatchObject({
      action: 'updated',
      actorRole: 'admin',
      before: { dutyStartWindowMinutes: 120 },
      after: { dutyStartWindowMinutes: 90 },
    });
    // Saving what is already there changes nothing, and writes no "saved with no changes".
    const count = (await settingsAudit()).length;
    expect((await put({ dutyStartWindowMinutes: 90 })).status).toBe(200);
    expect(await settingsAudit()).toHaveLength(count);

    // Admin staff run the day's duties, and set the thresholds those duties are checked by.
    const byStaff = await put(
      { dutyStartWindowMinutes: 120, maxAverageSpeedKmph: 100 },
      tokens.ADMIN_USER,
    );
    expect(byStaff.body).toEqual({
      dutyStartWindowMinutes: 120,
      maxAverageSpeedKmph: 100,
      auditRetentionDays: 730,
      positionRetentionDays: 90,
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
      lateStartGraceMinutes: 15,
      lateStartPenaltyPaise: 0,
      vehicleNotReportedPenaltyPaise: 0,
    });
    expect((await settingsAudit())[0]).toMatchObject({
      actorRole: 'ADMIN_USER',
      before: { dutyStartWindowMinutes: 90, maxAverageSpeedKmph: 120 },
      after: { dutyStartWindowMinutes: 120, maxAverageSpeedKmph: 100 },
    });
  });

  it('refuses values out of bounds, not whole, of the wrong type, or unknown, with 400', async () => {
    const before = (await get(tokens.admin)).body;
    for (const [body, path] of [
      [{ dutyStartWindowMinutes: -1 }, 'body.dutyStartWindowMinutes'],
      [{ dutyStartWindowMinutes: 1441 }, 'body.dutyStartWindowMinutes'],
      [{ dutyStartWindowMinutes: 30.5 }, 'body.dutyStartWindowMinutes'],
      [{ maxAverageSpeedKmph: 10 }, 'body.maxAverageSpeedKmph'],
      [{ maxAverageSpeedKmph: '120' }, 'body.maxAverageSpeedKmph'],
      [{ auditRetentionDays: 30 }, 'body.auditRetentionDays'],
      [{ auditRetentionDays: 3651 }, 'body.auditRetentionDays'],
      [{ quietHours: '22:00-06:00' }, 'body'],
      [{ quietHoursStart: '9 pm' }, 'body.quietHoursStart'],
      [{ quietHoursEnd: '24:00' }, 'body.quietHoursEnd'],
      [{ lateStartGraceMinutes: -1 }, 'body.lateStartGraceMinutes'],
      [{ lateStartPenaltyPaise: -1 }, 'body.lateStartPenaltyPaise'],
      [{ vehicleNotReportedPenaltyPaise: 12.5 }, 'body.vehicleNotReportedPenaltyPaise'],
      [{ vehicleNotReportedPenaltyPaise: '1000' }, 'body.vehicleNotReportedPenaltyPaise'],
    ] as const) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details[0].path, JSON.stringify(body)).toBe(path);
    }
    expect((await put({ maxAverageSpeedKmph: 251 })).body.error.details[0]).toEqual({
      path: 'body.maxAverageSpeedKmph',
      message: 'Use 250 or less',
    });
    expect((await get(tokens.admin)).body).toEqual(before);
  });
});
