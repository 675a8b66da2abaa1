import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDataDir, startServer, type RunningServer } from '../../fixtures/server.js';

const DEMO_PASSWORD = 'RaahiDemo@2026';
const dirs: string[] = [];
const running: RunningServer[] = [];

async function startProduction(env: Record<string, string> = {}) {
  const dataDir = await makeDataDir();
  dirs.push(dataDir);
  const server = await startServer({ dataDir, env: { NODE_ENV: 'production', ...env } });
  running.push(server);
  return server;
}

const signInAsDemoAdmin = (server: RunningServer) =>
  fetch(`${server.url}/api/auth/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.raahi.in', password: DEMO_PASSWORD }),
  });

describe('a production start of the built server', () => {
  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('on a fresh data directory shows no demo account anywhere', async () => {
    const server = await startProduction();
    const output = server.output();
    expect(output).not.toMatch(/demo\.raahi\.in|\.demo\b|RaahiDemo|Demo sign-ins/);
    // Its own first admin and its secrets, as on any first start.
    expect(output).toContain('First admin created');
    expect(fs.existsSync(path.join(server.dataDir, 'secrets.json'))).toBe(true);

    const meta = await fetch(`${server.url}/api/meta`);
    const text = await meta.text();
    expect(JSON.parse(text)).toMatchObject({ demo: null });
    expect(text).not.toContain(DEMO_PASSWORD);
    expect((await signInAsDemoAdmin(server)).status).toBe(401);
  });

  it('with DEMO_DATA=true warns loudly, naming the demo accounts, and never serves the password', async () => {
    const server = await startProduction({ DEMO_DATA: 'true' });
    // Printed last, after the address.
    await expect.poll(() => server.output()).toContain('admin@demo.raahi.in');
    const output = server.output();
    expect(output).toContain('WARNING');
    for (const account of ['admin@demo.raahi.in', 'ops@demo.raahi.in', 'ramesh@shreetravels.demo'])
      expect(output).toContain(account);
    expect(output).not.toContain(DEMO_PASSWORD);

    const text = await (await fetch(`${server.url}/api/meta`)).text();
    expect(JSON.parse(text).demo).toMatchObject({ password: null });
    expect(text).not.toContain(DEMO_PASSWORD);
  });
});
