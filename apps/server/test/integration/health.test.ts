import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as reachable', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok', version: 'test' });
  });

  it('answers unknown API routes with a 404 in the error shape', async () => {
    const res = await t.request('/api/no-such-thing?x=1', { method: 'POST', json: {} });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for POST /api/no-such-thing' },
    });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.request('/api/health', { headers: { 'x-request-id': 'trace-me-1' } });
    expect(res.headers.get('x-request-id')).toBe('trace-me-1');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('documents itself at /api/docs', async () => {
    const res = await t.request('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toContain('/api/health');
    // What the schedule and the lists answer now, documented as they are.
    const schedule = res.body.paths['/api/trip/schedule'].get;
    expect(schedule.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['from', 'to', 'lanes', 'lanePage']),
    );
    expect(res.body.paths['/api/trip/schedule/days'].get.responses['200']).toBeDefined();
    const eligible = res.body.paths['/api/trip/eligible'].get;
    expect(eligible.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['vendorId', 'scheduledStart', 'scheduledEnd', 'vehicleCategory']),
    );
    const booking = res.body.paths['/api/trip/create-trip'].post;
    expect(JSON.stringify(booking.requestBody)).toContain('driverId');
    const drivers = res.body.paths['/api/accounts/drivers'].get.responses['200'];
    expect(JSON.stringify(drivers)).toContain('totalExact');
  });

  it('reports 503 with db down when the database is unreachable', async () => {
    const broken = await createTestApp();
    await broken.db.$client.end();
    const res = await broken.request('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'degraded', db: 'down', version: 'test' });
    await broken.app.close();
    await fs.rm(broken.dataDir, { recursive: true, force: true });
  });
});

describe('benchmark routes', () => {
  it('exist only when BENCH_HELLO is set, and the authenticated one checks the token', async () => {
    const plain = await createTestApp();
    const bench = await createTestApp({ BENCH_HELLO: 'true' });
    try {
      expect((await plain.request('/api/bench/hello')).status).toBe(404);
      const hello = await bench.request('/api/bench/hello');
      expect(hello.status).toBe(200);
      expect(hello.body).toEqual({ hello: 'world' });
      expect((await bench.request('/api/bench/authenticated')).status).toBe(401);
      const admin = await insertUser(bench.db, { role: 'admin' });
      const { accessToken } = await signIn(bench, admin);
      const authenticated = await bench.request('/api/bench/authenticated', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(authenticated.status).toBe(200);
    } finally {
      await plain.close();
      await bench.close();
    }
  });
});
