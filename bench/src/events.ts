import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import pg from 'pg';
import type WebSocket from 'ws';
import { benchRedisEnv, redisReachable } from './bench-redis.js';
import { openLiveSocket } from './live-socket.js';
import { signInAdmin } from './load.js';

export const EVENT_SOCKETS = Number(process.env.BENCH_EVENT_SOCKETS ?? '500');
export const EVENTS_PER_SECOND = Number(process.env.BENCH_EVENTS_PER_SECOND ?? '200');
const EVENT_SECONDS = Number(process.env.BENCH_EVENT_SECONDS ?? '10');
export const IDLE_SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? '2000');

export interface EventFigures {
  fanOut: 'Redis' | 'LISTEN/NOTIFY';
  sockets: number;
  perSecond: number;
  events: number;
  p50: number;
  p99: number;
  max: number;
  /** Deliveries that never came (events × sockets − received). */
  missing: number;
  idle: { sockets: number; rssBeforeMb: number; rssAfterMb: number; perSocketKb: number };
}

type Server = { url: string; process: ChildProcess };
type StartServer = (env: Record<string, string>) => Promise<Server>;

async function rssKb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Live events across two server processes: sockets spread over both, events written to the
 * outbox at a steady rate (as a service's transaction would), and the time from each event's
 * commit to its arrival at each socket. Then the memory an idle socket costs a process.
 */
export async function measureEvents(
  startServer: StartServer,
  databaseUrl: string,
  admin: { email: string; password: string },
  log: (line: string) => void,
): Promise<EventFigures> {
  const fanOut = (await redisReachable()) ? 'Redis' : 'LISTEN/NOTIFY';
  const env: Record<string, string> = fanOut === 'Redis' ? benchRedisEnv() : {};
  const servers = [await startServer(env), await startServer(env)];
  const sockets: WebSocket[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const session = await signInAdmin(servers[0]!.url, admin);
    // The ids the sequence gives next: not max(id) + 1, which is behind it when rows were
    // dropped (the outbox scenario's trigger drops them after their ids are taken).
    const first = Number(
      (await pool.query<{ id: string }>(`SELECT nextval('event_outbox_id_seq') + 1 AS id`)).rows[0]!
        .id,
    );
    const total = EVENTS_PER_SECOND * EVENT_SECONDS;
    const committed = new Float64Array(total);
    // Arrival times, event by event, socket by socket.
    const arrived = new Float64Array(total * EVENT_SOCKETS);
    for (let i = 0; i < EVENT_SOCKETS; i++) {
      const server = servers[i % servers.length]!;
      sockets.push(
        await openLiveSocket(server.url, session, (text) => {
          // The event's id, without parsing the whole message.
          const id = /"id":(\d+)/.exec(text)?.[1];
          if (id === undefined) return;
          const n = Number(id) - first;
          if (n >= 0 && n < total) arrived[n * EVENT_SOCKETS + i] = performance.now();
        }),
      );
    }
    log(
      `  Events: ${EVENT_SOCKETS} sockets on two processes (${fanOut}); writing ${total} events…`,
    );

    const data = JSON.stringify({
      dutyId: '00000000-0000-4000-8000-000000000000',
      regId: 'DUT-BENCH',
      status: 'Requested',
      vendorId: null,
      driverId: null,
    });
    const started = performance.now();
    const writes: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / EVENTS_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      writes.push(
        pool
          .query<{ id: string }>(
            `INSERT INTO event_outbox (type, data) VALUES ('duty.updated', $1) RETURNING id`,
            [data],
          )
          .then(async ({ rows }) => {
            committed[Number(rows[0]!.id) - first] = performance.now();
            // As the process that commits events does: wake the dispatchers.
            await pool.query(`SELECT pg_notify('raahi_events', '')`);
          }),
      );
    }
    await Promise.all(writes);
    // Every delivery, or five seconds more.
    const deadline = performance.now() + 5_000;
    while (arrived.includes(0) && performance.now() < deadline) await sleep(100);

    const latencies: number[] = [];
    let missing = 0;
    for (let n = 0; n < total; n++) {
      for (let i = 0; i < EVENT_SOCKETS; i++) {
        const at = arrived[n * EVENT_SOCKETS + i]!;
        if (at === 0) missing += 1;
        else latencies.push(Math.max(0, at - committed[n]!));
      }
    }
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
    for (const socket of sockets.splice(0)) socket.close();

    // Idle sockets: what each costs the process that holds it.
    const holder = servers[1]!;
    await sleep(2_000);
    const before = await rssKb(holder.process.pid!);
    for (let i = 0; i < IDLE_SOCKETS; i++)
      sockets.push(await openLiveSocket(holder.url, session, () => undefined));
    await sleep(2_000);
    const after = await rssKb(holder.process.pid!);
    const figures: EventFigures = {
      fanOut,
      sockets: EVENT_SOCKETS,
      perSecond: EVENTS_PER_SECOND,
      events: total,
      p50: at(0.5),
      p99: at(0.99),
      max: Math.round(latencies.at(-1) ?? 0),
      missing,
      idle: {
        sockets: IDLE_SOCKETS,
        rssBeforeMb: Math.round(before / 1024),
        rssAfterMb: Math.round(after / 1024),
        perSocketKb: Math.round(((after - before) / IDLE_SOCKETS) * 10) / 10,
      },
    };
    log(
      `  Events: p50 ${figures.p50} ms, p99 ${figures.p99} ms, max ${figures.max} ms, missing ${missing}; ` +
        `${IDLE_SOCKETS} idle sockets: ${figures.idle.rssBeforeMb} → ${figures.idle.rssAfterMb} MB (${figures.idle.perSocketKb} KB each)`,
    );
    return figures;
  } finally {
    for (const socket of sockets) socket.close();
    await pool.end();
    for (const server of servers) server.process.kill('SIGTERM');
    await Promise.all(
      servers.map((s) => new Promise((resolve) => s.process.once('exit', resolve))),
    );
  }
}
