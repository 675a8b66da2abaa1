import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
