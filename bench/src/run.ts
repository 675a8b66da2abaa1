import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from '@raahi/server/embedded-postgres';
import { FULL_FLEET, fleetPresent, generateFleet, type FleetSize } from './generate.js';
import { writeReport } from './report.js';
import { measureBilling, type BillingFigures } from './billing.js';
import { measureChat, type ChatFigures } from './chat.js';
import { measureEvents, type EventFigures } from './events.js';
import { measureOutboxCost, type OutboxCost } from './outbox-cost.js';
import { measurePositionDelivery, type PositionDeliveryFigures } from './position-delivery.js';
import { measureLiveMap, type LiveMapFigures } from './live-map-browser.js';
import { signInAdmin } from './load.js';
import { measureMonthEnd, type MonthEndFigures } from './month-end.js';
import { measureReminders, settleStartupReminders, type ReminderFigures } from './reminders.js';
import { measureReports, type ReportFigures } from './reports.js';
import { BENCH_BOOKING } from './bench-data.js';
import { startBenchMailServer } from './bench-mail.js';
import { connectLiveHeap } from './live-heap.js';
import { ONLY, runScenarios } from './scenarios.js';

/**
 * `npm run bench`: the production build against the embedded PostgreSQL (or BENCH_DATABASE_URL)
 * filled with the large fleet, pinned to one core, measured with autocannon; the summary goes to
 * docs/performance.md. BENCH_SCALE=0.1 runs a tenth of the fleet for a quick look.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.join(root, 'bench/.data');
const ADMIN = { email: 'bench-admin@raahi.test', password: 'bench-admin-password' };

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

function fleetSize(): FleetSize {
  const scale = Number(process.env.BENCH_SCALE ?? '1');
  if (!(scale > 0 && scale <= 1)) throw new Error('BENCH_SCALE must be in (0, 1]');
  return { ...FULL_FLEET, vendors: Math.max(10, Math.round(FULL_FLEET.vendors * scale)) };
}

/** The measured server on core 1; `cores` '0,1' for the event scenario's two processes. */
async function startServer(
  databaseUrl: string,
  options: { env?: Record<string, string>; cores?: string; inspectPort?: number } = {},
): Promise<{ url: string; process: ChildProcess }> {
  const pin = (await hasTaskset()) ? ['taskset', '-c', options.cores ?? '1'] : [];
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof': profiles each server it starts.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  if (options.inspectPort) nodeArgs.push(`--inspect=127.0.0.1:${options.inspectPort}`);
  const [command, ...args] = [...pin, process.execPath, ...nodeArgs, 'apps/server/dist/server.js'];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '10',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: 'false',
      BENCH_HELLO: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  child.stdout.resume();
  return { url, process: child };
}

async function hasTaskset(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = spawn('taskset', ['-c', '0', 'true']);
    probe.once('error', () => resolve(false));
    probe.once('exit', (code) => resolve(code === 0));
  });
}

/**
 * Keeps this process (autocannon) and what it starts (the embedded PostgreSQL) off the server's
 * core. Unpinned, the kernel wakes a PostgreSQL backend on the core of the server that wrote to
 * it, and the server's "one core" is shared with the database it waits on.
 */
async function pinSelfToCore0(): Promise<void> {
  await new Promise((resolve, reject) => {
    const pin = spawn('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
    pin.once('error', reject);
    pin.once('exit', (code) =>
      code === 0 ? resolve(null) : reject(new Error(`taskset exited with ${code}`)),
    );
  });
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function residentMemoryMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function main(): Promise<void> {
  const pinned = await hasTaskset();
  if (pinned) await pinSelfToCore0();
  await fs.mkdir(dataDir, { recursive: true });
  const embedded = process.env.BENCH_DATABASE_URL
    ? null
    : await startEmbeddedPostgres({
        dir: path.join(dataDir, 'pg'),
        password: 'bench',
        database: 'raahi_bench',
        log: (message) => log(`[postgres] ${message}`),
      });
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  // BENCH_ONLY='Outbox' or 'Events' runs these too; an empty BENCH_ONLY runs everything.
  const wanted = (name: string) => ONLY.length === 0 || ONLY.includes(name);
  // The reminders' e-mails go to a stand-in mail server; their heap is read by the inspector.
  const mail = wanted('Reminders') ? await startBenchMailServer() : null;
  const inspectPort = wanted('Reminders') ? await freePort() : undefined;
  try {
    log('Starting the server (migrations, first admin)…');
    server = await startServer(databaseUrl, { env: mail?.env, inspectPort });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const size = fleetSize();
    const present = await fleetPresent(client);
    let generation: string;
    if (present === 0) {
      log(`Generating the fleet (${size.vendors} vendors)…`);
      const started = performance.now();
      await generateFleet(client, size, log);
      generation = `${((performance.now() - started) / 1000).toFixed(0)} s`;
    } else {
      generation = `reused: ${present.toLocaleString('en-IN')} generated duties were already there`;
      log(`Reusing the generated fleet: ${present} duties`);
    }
    const counts = await client.query<Record<string, string>>(
      `SELECT (SELECT count(*) FROM vendors) AS vendors, (SELECT count(*) FROM drivers) AS drivers,
         (SELECT count(*) FROM vehicles) AS vehicles,
         (SELECT count(*) FROM duties WHERE notes IS DISTINCT FROM $1) AS duties`,
      [BENCH_BOOKING],
    );
    await client.end();
    await settleStartupReminders(databaseUrl, log);

    const idleMb = await residentMemoryMb(server.process.pid!);
    const results = await runScenarios(server.url, ADMIN, databaseUrl, log);
    const afterMb = await residentMemoryMb(server.process.pid!);
    let outboxCost: OutboxCost | undefined;
    if (wanted('Outbox')) outboxCost = await measureOutboxCost(server.url, ADMIN, databaseUrl, log);
    let reminders: ReminderFigures | undefined;
    if (wanted('Reminders')) {
      const heap = await connectLiveHeap(inspectPort!);
      try {
        reminders = await measureReminders(databaseUrl, server.process.pid!, heap, log);
      } finally {
        heap.close();
      }
    }
    let reports: ReportFigures | undefined;
    if (wanted('Reports'))
      reports = await measureReports(
        server.url,
        ADMIN,
        databaseUrl,
        dataDir,
        server.process.pid!,
        log,
      );
    // The month's invoices and statements, by the measured server's own job.
    let monthEnd: MonthEndFigures | undefined;
    if (wanted('MonthEnd')) monthEnd = await measureMonthEnd(databaseUrl, server.process.pid!, log);
    // The pure pricing work, in this (pinned) process: no request around it.
    let billing: BillingFigures | undefined;
    if (wanted('Billing')) billing = measureBilling(50_000, log);
    let positions: PositionDeliveryFigures | undefined;
    if (wanted('Positions'))
      positions = await measurePositionDelivery(server.url, ADMIN, databaseUrl, log);
    // After Positions: its 5,000 devices' vehicles are on the map.
    let liveMap: LiveMapFigures | undefined;
    if (wanted('Map'))
      liveMap = await measureLiveMap(
        server.url,
        await signInAdmin(server.url, ADMIN),
        databaseUrl,
        log,
      );
    let events: EventFigures | undefined;
    if (wanted('Events')) {
      // Two processes of their own, on both cores, instead of the measured one.
      await stopServer(server);
      server = null;
      events = await measureEvents(
        (env) => startServer(databaseUrl, { env, cores: '0,1' }),
        databaseUrl,
        ADMIN,
        log,
      );
    }
    let chat: ChatFigures | undefined;
    if (wanted('Chat')) {
      // Two processes of their own as well: the measured one stops if Events has not stopped it.
      if (server) await stopServer(server);
      server = null;
      chat = await measureChat(
        (env) => startServer(databaseUrl, { env, cores: '0,1' }),
        databaseUrl,
        ADMIN,
        log,
      );
    }
    if (ONLY.length > 0) {
      log(
        `Memory: ${idleMb} MB idle, ${afterMb} MB after. BENCH_ONLY: docs/performance.md left as it was.`,
      );
      return;
    }
    await writeReport(path.join(root, 'docs/performance.md'), {
      results,
      counts: counts.rows[0]!,
      generation,
      memory: { idleMb, afterMb },
      outboxCost,
      reminders,
      reports,
      positions,
      liveMap,
      events,
      chat,
      billing,
      monthEnd,
      machine: `${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      database: embedded ? 'embedded PostgreSQL 18' : 'BENCH_DATABASE_URL',
      pinned,
    });
    log('Wrote docs/performance.md');
  } catch (error) {
    // Said before the cleanup: stopping the database ends clients that may throw on their own.
    log(`The bench failed: ${error instanceof Error ? error.stack : String(error)}`);
    throw error;
  } finally {
    if (server) await stopServer(server);
    await mail?.close();
    await embedded?.stop();
  }
}

async function stopServer(server: { process: ChildProcess }): Promise<void> {
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}

await main();
