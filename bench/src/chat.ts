import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import type WebSocket from 'ws';
import { addVendorStaff, signInMembers, type ChatMember } from './chat-members.js';
import { benchRedisEnv, redisReachable } from './bench-redis.js';
import { openLiveSocket } from './live-socket.js';
import { fire, signInAdmin } from './load.js';

const MEMBERS = Number(process.env.BENCH_CHAT_MEMBERS ?? '500');
const MESSAGES_PER_SECOND = Number(process.env.BENCH_CHAT_PER_SECOND ?? '100');
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? '10');
const HISTORY = Number(process.env.BENCH_CHAT_HISTORY ?? '100000');
const POSTERS = Number(process.env.BENCH_CHAT_POSTERS ?? '10');
const HISTORY_RUNS = 300;
const CEILING_SECONDS = 3;
const HELLO = [{ method: 'GET' as const, path: '/api/bench/hello' }];

export interface ChatFigures {
  fanOut: 'Redis' | 'LISTEN/NOTIFY';
  members: number;
  /** Members who post, in turn. */
  posters: number;
  /** Each process's hello-world run just before the posting: req/s and p99 ms. */
  ceiling: { requestsPerSecond: number; p99: number }[];
  perSecond: number;
  messages: number;
  p50: number;
  p99: number;
  max: number;
  /** The POST's own answer time, ms: how long the sender waits for "sent". */
  post: { p50: number; p99: number };
  missing: number;
  /** Posts not answered 201, by status. */
  refused: Record<string, number>;
  history: { messages: number; p50: number; p99: number; max: number; index: string };
}

type Server = { url: string; process: ChildProcess };
type StartServer = (env: Record<string, string>) => Promise<Server>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted: number[], q: number) =>
  Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 100) / 100;

/**
 * The newest 50 messages of a conversation holding HISTORY messages, in the database: the
 * history query's shape (keyset on (conversation_id, id desc), authors joined), timed by
 * EXPLAIN ANALYZE, from the newest page and from random older cursors.
 */
async function measureHistory(pool: pg.Pool, vendorId: string, authorId: string) {
  const conversation = (
    await pool.query<{ id: string }>(
      `INSERT INTO conversations (kind, vendor_id) VALUES ('operator-vendor', $1)
       ON CONFLICT (kind, duty_id, vendor_id, driver_id) DO UPDATE SET kind = excluded.kind
       RETURNING id`,
      [vendorId],
    )
  ).rows[0]!.id;
  const present = Number(
    (
      await pool.query<{ n: string }>(
        'SELECT count(*) AS n FROM chat_messages WHERE conversation_id = $1',
        [conversation],
      )
    ).rows[0]!.n,
  );
  if (present < HISTORY) {
    // PostgreSQL 18's uuidv7(shift): ids in time order, one a second back from now.
    await pool.query(
      `INSERT INTO chat_messages (id, conversation_id, author_id, kind, body, created_at)
       SELECT uuidv7(-(($2::int - g) * interval '1 second')), $1, $3, 'text', 'message ' || g,
              now() - ($2::int - g) * interval '1 second'
       FROM generate_series(1, $2::int - $4::int) g`,
      [conversation, HISTORY, authorId, present],
    );
    await pool.query('ANALYZE chat_messages');
  }
  const ids = (
    await pool.query<{ id: string }>(
      'SELECT id FROM chat_messages WHERE conversation_id = $1 ORDER BY random() LIMIT $2',
      [conversation, HISTORY_RUNS],
    )
  ).rows.map((row) => row.id);
  const times: number[] = [];
  let index = '';
  for (let run = 0; run < HISTORY_RUNS; run++) {
    // Half the runs the newest page (what opening a thread asks), half an older one.
    const before = run % 2 === 0 ? null : ids[run]!;
    const plan = await pool.query<{ 'QUERY PLAN': [{ 'Execution Time': number; Plan: unknown }] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON)
       SELECT m.*, au.name, au.role FROM (
         SELECT * FROM chat_messages m WHERE m.conversation_id = $1
           AND ($2::uuid IS NULL OR m.id < $2::uuid)
         ORDER BY m.id DESC LIMIT 51) m
       LEFT JOIN users au ON au.id = m.author_id ORDER BY m.id DESC`,
      [conversation, before],
    );
    const [result] = plan.rows[0]!['QUERY PLAN'];
    times.push(result['Execution Time']);
    index ||= /"Index Name":\s*"(\w+)"/.exec(JSON.stringify(result.Plan))?.[1] ?? 'none';
  }
  times.sort((a, b) => a - b);
  return {
    messages: HISTORY,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    max: quantile(times, 1),
    index,
  };
}

/**
 * Chat across two server processes sharing PostgreSQL and Redis (when one answers): the
 * operator↔vendor conversation of one vendor with MEMBERS members (every operator account, the
 * vendor's people, topped up with VENDOR_USER staff), each member's own socket on one of the
 * two processes, messages posted over HTTP at a steady rate by POSTERS members in turn
 * (alternating processes), and the time from each POST leaving the client to its message
 * reaching each member's socket. Every member is connected, so the away check runs for each
 * message and tells nobody. Before posting, each process's hello-world ceiling.
 */
export async function measureChat(
  startServer: StartServer,
  databaseUrl: string,
  admin: { email: string; password: string },
  log: (line: string) => void,
): Promise<ChatFigures> {
  const fanOut = (await redisReachable()) ? 'Redis' : 'LISTEN/NOTIFY';
  const secret = randomBytes(32).toString('hex');
  const env = { ...(fanOut === 'Redis' ? benchRedisEnv() : {}), JWT_SECRET: secret };
  const servers = [await startServer(env), await startServer(env)];
  const sockets: WebSocket[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const session = await signInAdmin(servers[0]!.url, admin);
    const [vendor, other] = (
      await pool.query<{ id: string }>(
        `SELECT id FROM vendors WHERE account_status = 'Active' AND approval_status = 'Approved'
         ORDER BY reg_id LIMIT 2`,
      )
    ).rows;
    await addVendorStaff(pool, vendor!.id, MEMBERS);
    const opened = await fetch(`${servers[0]!.url}/api/chat/conversations/open`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.accessToken}`,
      },
      body: JSON.stringify({ kind: 'operator-vendor', vendorId: vendor!.id }),
    });
    if (!opened.ok) throw new Error(`cannot open a conversation: ${await opened.text()}`);
    const conversation = ((await opened.json()) as { id: string }).id;
    const members: ChatMember[] = [
      { accessToken: session.accessToken, user: { id: session.user.id, role: 'admin' } },
      ...(await signInMembers(pool, conversation, secret, session.user.id)),
    ];
    const posters = [members[0]!, ...members.filter((m) => m.user.role === 'VENDOR_USER')].slice(
      0,
      POSTERS,
    );

    // One process at a time: the client shares the cores with both.
    const ceiling = [];
    for (const server of servers)
      ceiling.push(await fire(server.url, session.accessToken, HELLO, CEILING_SECONDS));
    const total = MESSAGES_PER_SECOND * SECONDS;
    const clientIds = Array.from({ length: total }, () => randomUUID());
    const index = new Map<string, number>(clientIds.map((id, n) => [id, n]));
    const sent = new Float64Array(total);
    const answered: number[] = [];
    const count = members.length;
    const arrived = new Float64Array(total * count);
    for (let i = 0; i < count; i++) {
      sockets.push(
        await openLiveSocket(servers[i % 2]!.url, members[i]!, (text) => {
          if (!text.startsWith('{"event":"chat.message"')) return;
          const clientId = /"clientId":"([0-9a-f-]{36})"/.exec(text)?.[1];
          const n = clientId === undefined ? undefined : index.get(clientId);
          if (n !== undefined) arrived[n * count + i] = performance.now();
        }),
      );
    }
    // Each process's set of connected users reaches Redis as sockets register; give it a beat.
    await sleep(1_000);
    log(
      `  Chat: ${count} members' sockets on two processes (${fanOut}); ${posters.length} posters; posting ${total} messages…`,
    );
    const started = performance.now();
    const posts: Promise<unknown>[] = [];
    // Posts the server refused (by status; 0: no answer): their deliveries count as missing.
    const refused = new Map<number, number>();
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / MESSAGES_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      sent[n] = performance.now();
      const poster = posters[n % posters.length]!;
      posts.push(
        fetch(`${servers[n % 2]!.url}/api/chat/conversations/${conversation}/messages`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${poster.accessToken}`,
          },
          body: JSON.stringify({ clientId: clientIds[n], kind: 'text', body: `bench ${n}` }),
        })
          .then(async (res) => {
            await res.arrayBuffer();
            if (res.status !== 201) refused.set(res.status, (refused.get(res.status) ?? 0) + 1);
            else answered.push(performance.now() - sent[n]!);
          })
          .catch(() => refused.set(0, (refused.get(0) ?? 0) + 1)),
      );
    }
    await Promise.all(posts);
    const deadline = performance.now() + 5_000;
    while (arrived.includes(0) && performance.now() < deadline) await sleep(100);
    const latencies: number[] = [];
    let missing = 0;
    for (let n = 0; n < total; n++)
      for (let i = 0; i < count; i++) {
        const at = arrived[n * count + i]!;
        if (at === 0) missing += 1;
        else latencies.push(at - sent[n]!);
      }
    latencies.sort((a, b) => a - b);
    answered.sort((a, b) => a - b);
    for (const socket of sockets.splice(0)) socket.close();
    log(
      `  Chat: send→receive p50 ${Math.round(quantile(latencies, 0.5))} ms, p99 ${Math.round(quantile(latencies, 0.99))} ms, ` +
        `missing ${missing}, refused posts ${JSON.stringify(Object.fromEntries(refused))}`,
    );
    log('  Chat: filling a conversation for the history query…');
    const history = await measureHistory(pool, other!.id, session.user.id);
    const figures: ChatFigures = {
      fanOut,
      members: count,
      posters: posters.length,
      ceiling: ceiling.map((run) => ({
        requestsPerSecond: Math.round(run.requests.average),
        p99: run.latency.p99,
      })),
      perSecond: MESSAGES_PER_SECOND,
      messages: total,
      p50: Math.round(quantile(latencies, 0.5)),
      p99: Math.round(quantile(latencies, 0.99)),
      max: Math.round(latencies.at(-1) ?? 0),
      post: { p50: Math.round(quantile(answered, 0.5)), p99: Math.round(quantile(answered, 0.99)) },
      missing,
      refused: Object.fromEntries(refused),
      history,
    };
    log(
      `  Chat: send→receive p50 ${figures.p50} ms, p99 ${figures.p99} ms, max ${figures.max} ms, missing ${missing}, refused posts ${JSON.stringify(figures.refused)}; ` +
        `POST answered p50 ${figures.post.p50} ms, p99 ${figures.post.p99} ms; hello-world ceiling ${figures.ceiling.map((c) => `${c.requestsPerSecond}/s p99 ${c.p99} ms`).join(' and ')}; ` +
        `newest 50 of ${history.messages} messages: p50 ${history.p50} ms, p99 ${history.p99} ms in the database (${history.index})`,
    );
    return figures;
  } finally {
    for (const socket of sockets) socket.close();
    await pool.end();
    for (const server of servers) {
      const exited = new Promise((resolve) => server.process.once('exit', resolve));
      server.process.kill('SIGTERM');
      await exited;
    }
  }
}
