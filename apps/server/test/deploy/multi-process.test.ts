import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppProcess } from './app-process.js';
import { ADMIN, call, openLiveSocket, signInAdmin } from './client.js';
import { startNginx, type RunningNginx } from './nginx.js';
import { createDatabase, freePorts, query, REDIS_URL, requireRedis } from './services.js';

const JOURNAL = new URL('../../drizzle/meta/_journal.json', import.meta.url);

/** The environment every process of one deployment shares (docs/deployment.md). */
function deploymentEnv(options: { databaseUrl: string; dataDir: string; publicUrl: string }) {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL,
    // This run's keys only: limits counted by earlier runs on the same Redis do not carry over.
    REDIS_KEY_PREFIX: `raahi-deploy-${randomBytes(4).toString('hex')}:`,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    AADHAAR_HMAC_KEY: randomBytes(32).toString('base64url'),
    // One folder for all: uploads and the generated keys (Web Push) must be the same everywhere.
    DATA_DIR: options.dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: options.publicUrl,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  };
}

/** Starts both at the same moment; if one fails, the other is stopped before the error. */
async function startBoth(
  ports: number[],
  env: Record<string, string>,
): Promise<[AppProcess, AppProcess]> {
  const started = await Promise.allSettled([
    startApp('A', ports[0]!, env),
    startApp('B', ports[1]!, env),
  ]);
  const [a, b] = started;
  if (a.status === 'fulfilled' && b.status === 'fulfilled') return [a.value, b.value];
  for (const outcome of started) if (outcome.status === 'fulfilled') await outcome.value.stop();
  throw (a.status === 'rejected' ? a.reason : (b as PromiseRejectedResult).reason) as Error;
}

describe('two server processes behind nginx, on one PostgreSQL and one Redis', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let dataDir: string;
  let a: AppProcess;
  let b: AppProcess;
  let nginx: RunningNginx;

  beforeAll(async () => {
    await requireRedis();
    database = await createDatabase('deploy');
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raahi-deploy-'));
    const [nginxPort, ...appPorts] = await freePorts(3);
    const env = deploymentEnv({
      databaseUrl: database.url,
      dataDir,
      publicUrl: `http://127.0.0.1:${nginxPort}`,
    });
    [a, b] = await startBoth(appPorts, env);
    nginx = await startNginx({ port: nginxPort!, upstreams: [a.port, b.port] });
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('both, started at once on an empty database, migrate it once and serve', async () => {
    const journal = JSON.parse(await fs.readFile(JOURNAL, 'utf8')) as { entries: unknown[] };
    const applied = await query<{ hash: string }>(
      database.url,
      'select hash from drizzle.__drizzle_migrations',
    );
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);
    const admins = await query(database.url, 'select id from users where email = $1', [
      ADMIN.email,
    ]);
    expect(admins).toHaveLength(1);
    for (const process of [a, b]) expect((await call(process.url, '/api/health')).status).toBe(200);
  });

  it('both sign Web Push with the same key, kept in the shared DATA_DIR', async () => {
    const [fromA, fromB] = await Promise.all(
      [a, b].map((process) => call(process.url, '/api/push/public-key')),
    );
    expect(fromA!.body.publicKey).toBeTruthy();
    expect(fromB!.body.publicKey).toBe(fromA!.body.publicKey);
  });

  it('a sign-in ended through process A is refused by process B on its next request', async () => {
    const session = await signInAdmin(nginx.url);
    const profile = () => call(b.url, '/api/profile', { token: session.accessToken });
    // B has checked, and remembers, this sign-in.
    expect((await profile()).status).toBe(200);
    const ended = await call(a.url, '/api/auth/logout', {
      json: { refreshToken: session.refreshToken },
    });
    expect(ended.status).toBe(200);
    expect((await profile()).status).toBe(401);
  });

  it('the sign-in limit per address is one budget across both processes', async () => {
    // Straight to each process, which (TRUST_PROXY=true) takes X-Forwarded-For as the address.
    const address = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const attempt = (process: AppProcess, n: number, headers = { 'x-forwarded-for': address }) =>
      call(process.url, '/api/auth/admins/login', {
        json: { email: `nobody-${n}-${randomBytes(3).toString('hex')}@example.in`, password: 'x' },
        headers,
      });
    // AUTH_LIMITS.signInPerIp: 30 a minute. Wrong accounts each time, so only this limit counts.
    for (let n = 0; n < 30; n += 1) {
      expect((await attempt(n % 2 === 0 ? a : b, n)).status, `attempt ${n + 1}`).toBe(401);
    }
    expect((await attempt(a, 30)).status).toBe(429);
    expect((await attempt(b, 31)).status).toBe(429);

    // Through nginx the same claim is replaced by the real address, which has its own budget.
    const throughNginx = await call(nginx.url, '/api/auth/admins/login', {
      json: { email: 'nobody-else@example.in', password: 'x' },
      headers: { 'x-forwarded-for': address },
    });
    expect(throughNginx.status).toBe(401);
  });

  it('an action through process A reaches a live socket that nginx connected to B', async () => {
    const session = await signInAdmin(nginx.url);
    const wsUrl = `${nginx.url.replace('http', 'ws')}/ws/`;
    // nginx shares connections out in turn: of two sockets opened one after the other, one is on
    // each process (the access log below proves which).
    const sockets = [
      await openLiveSocket(wsUrl, nginx.url, session, 'admin'),
      await openLiveSocket(wsUrl, nginx.url, session, 'admin'),
    ];
    const company = await call(a.url, '/api/companies', {
      json: { name: `Live ${randomBytes(3).toString('hex')}` },
      token: session.accessToken,
    });
    expect(company.status).toBe(201);
    const duty = await call(a.url, '/api/trip/create-trip', {
      json: booking(company.body.id),
      token: session.accessToken,
    });
    expect(duty.status).toBe(201);
    const heard = await Promise.allSettled(sockets.map((s) => s.waitFor(duty.body.id, 5_000)));
    for (const socket of sockets) await socket.close();

    const upstreams = await socketUpstreams(nginx, 2);
    expect(new Set(upstreams)).toEqual(new Set([a.port, b.port]));
    heard.forEach((outcome, i) => {
      const where = upstreams[i] === b.port ? 'process B' : 'process A';
      expect(outcome.status, `the socket on ${where} heard of the duty`).toBe('fulfilled');
    });
  });

  it('killing process A mid-traffic leaves B serving and loses no acknowledged write', async () => {
    const { accessToken } = await signInAdmin(nginx.url);
    const run = randomBytes(3).toString('hex');
    const sent: { name: string; at: number; status: number }[] = [];
    let killedAt = Infinity;

    // Past the kill by more than raahi.conf's fail_timeout (5 s), after which nginx tries the
    // dead process again.
    const writer = async () => {
      while (Date.now() < killedAt + 6_000) {
        const write = { name: `Failover ${run} ${sent.length}`, at: Date.now(), status: 0 };
        sent.push(write);
        const answer = await call(nginx.url, '/api/companies', {
          json: { name: write.name },
          token: accessToken,
        }).catch(() => undefined);
        write.status = answer?.status ?? 0;
      }
    };
    const killer = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await a.kill();
      killedAt = Date.now();
    };
    await Promise.all([writer(), writer(), writer(), writer(), killer()]);

    const log = await nginx.accessLog();
    const served = (upstreams: string) =>
      new RegExp(`POST /api/companies \\S+ 201 .*upstream=${upstreams.replaceAll('.', '\\.')} `);
    // A took writes before it died, so the kill cut into real traffic...
    expect(log).toMatch(served(`127.0.0.1:${a.port}`));
    // ...and a write nginx then sent to the dead A was answered by B, the client none the wiser.
    expect(log).toMatch(served(`127.0.0.1:${a.port}, 127.0.0.1:${b.port}`));
    // Only writes under way at the moment of the kill may have failed (502: the client cannot
    // know whether they were made); every write sent after it was made.
    const afterKill = sent.filter((write) => write.at > killedAt + 100);
    expect(afterKill.length).toBeGreaterThan(10);
    expect(afterKill.filter((write) => write.status !== 201)).toEqual([]);

    const stored = await query<{ name: string }>(
      database.url,
      'select name from companies where name like $1',
      [`Failover ${run} %`],
    );
    const names = new Set(stored.map((row) => row.name));
    const acknowledged = sent.filter((write) => write.status === 201);
    expect(acknowledged.filter((write) => !names.has(write.name))).toEqual([]);
    expect((await call(nginx.url, '/api/health')).status).toBe(200);
  });
});

/** The app port that served each /ws/ request, in the order the sockets closed. */
async function socketUpstreams(nginx: RunningNginx, count: number) {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const ports = [
      ...(await nginx.accessLog()).matchAll(/GET \/ws\/ .*upstream=[\d.]+:(\d+)/g),
    ].map((match) => Number(match[1]));
    if (ports.length >= count || Date.now() > deadline) return ports;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A booking tomorrow morning in Bengaluru, not yet given to a vendor. */
function booking(companyId: string) {
  const start = new Date(Date.now() + 24 * 3_600_000);
  start.setUTCSeconds(0, 0);
  return {
    companyId,
    serviceType: 'Airport Transport',
    pickup: { address: 'Koramangala 5th Block, Bengaluru' },
    drop: { address: 'Kempegowda International Airport', latitude: 13.1986, longitude: 77.7066 },
    scheduledStart: start.toISOString(),
    scheduledEnd: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    passengerCount: 1,
    passengers: [{ name: 'Asha Rao', phone: `9${String(randomInt(0, 1e9)).padStart(9, '0')}` }],
    vehicleCategory: 'Sedan',
  };
}
