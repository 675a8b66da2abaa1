import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { reportPeriod } from '@raahi/domain/report-periods';
import { signInAs } from './chat-members.js';
import { signInAdmin } from './load.js';

/** One report request, asked REPEATS times in a row by one client (after two to warm up). */
export interface ReportTiming {
  name: string;
  rows: number;
  p50: number;
  p99: number;
  max: number;
  targetMs: number | null;
}

export interface ReportExportFigures {
  rows: number;
  megabytes: number;
  seconds: number;
  rssBeforeMb: number;
  /** The highest resident memory seen while it ran (sampled every 50 ms). */
  rssPeakMb: number;
  rssAfterMb: number;
}

export interface ReportFigures {
  from: string;
  to: string;
  duties: number;
  vendorDuties: number;
  timings: ReportTiming[];
  xlsx: ReportExportFigures;
  /** Hello world just before, for the machine's state, and the load averages around the run. */
  ceiling: number;
  loadBefore: number[];
  loadAfter: number[];
}

const REPEATS = 20;
const EXPORT_ROWS = 100_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function residentMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function timed(url: string, token: string, query: string, name: string, targetMs: number) {
  const ask = async () => {
    const began = performance.now();
    const response = await fetch(`${url}/api/reports/duties?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { total?: number; totals?: { duties?: number } };
    if (!response.ok) throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - began, rows: body.totals?.duties ?? 0 };
  };
  await ask();
  await ask();
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < REPEATS; i++) {
    const answer = await ask();
    times.push(answer.ms);
    rows = answer.rows;
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms);
  return {
    name,
    rows,
    p50: round(quantile(times, 0.5)),
    p99: round(quantile(times, 0.99)),
    max: round(times.at(-1)!),
    targetMs,
  };
}

/** The day of the EXPORT_ROWS-th duty since `from`: a period of that many duties and a day's more. */
async function exportPeriod(client: pg.Client, from: string) {
  const { rows } = await client.query<{ to: string; n: number }>(
    `WITH nth AS (
       SELECT scheduled_start FROM duties WHERE scheduled_start >= ($1::date)::timestamp AT TIME ZONE 'Asia/Kolkata'
       ORDER BY scheduled_start OFFSET $2 - 1 LIMIT 1),
     last AS (SELECT (scheduled_start AT TIME ZONE 'Asia/Kolkata')::date AS day FROM nth)
     SELECT to_char(day, 'YYYY-MM-DD') AS to,
       (SELECT count(*)::int FROM duties WHERE scheduled_start >= ($1::date)::timestamp AT TIME ZONE 'Asia/Kolkata'
          AND scheduled_start < ((day + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')) AS n
     FROM last`,
    [from, EXPORT_ROWS],
  );
  return rows[0]!;
}

/** Streams the XLSX export to nowhere, sampling the server's resident memory every 50 ms. */
async function measureExport(url: string, token: string, query: string, serverPid: number) {
  await sleep(1000);
  const rssBeforeMb = await residentMb(serverPid);
  let rssPeakMb = rssBeforeMb;
  let running = true;
  const sampler = (async () => {
    while (running) {
      rssPeakMb = Math.max(rssPeakMb, await residentMb(serverPid));
      await sleep(50);
    }
  })();
  const began = performance.now();
  const response = await fetch(`${url}/api/reports/duties/export?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body)
    throw new Error(`XLSX export: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - began) / 1000;
  running = false;
  await sampler;
  return {
    megabytes: Math.round((bytes / 2 ** 20) * 10) / 10,
    seconds: Math.round(seconds * 10) / 10,
    rssBeforeMb,
    rssPeakMb,
    rssAfterMb: await residentMb(serverPid),
  };
}

/**
 * Issue 30's measure: the operator's duties report for this financial year grouped by month and
 * by vendor (p99 ≤ 2 s), the same for one vendor signed in as that vendor (≤ 300 ms), and the
 * XLSX export of 100,000 duty rows (time, and the server's memory growth ≤ 100 MB). One client,
 * requests one after another: the figure is a report's latency, not a throughput.
 */
export async function measureReports(
  url: string,
  admin: { email: string; password: string },
  databaseUrl: string,
  dataDir: string,
  serverPid: number,
  log: (line: string) => void,
): Promise<ReportFigures> {
  const loadBefore = os.loadavg();
  const { accessToken: adminToken } = await signInAdmin(url, admin);
  const { from, to } = reportPeriod('this-financial-year');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The vendor with the most duties this year, signed in as its own account (no password:
    // a session row and a token signed with the server's kept secret).
    const vendor = (
      await client.query<{ user_id: string; n: number }>(
        `SELECT u.id AS user_id, count(*)::int AS n FROM duties d
         JOIN users u ON u.vendor_id = d.vendor_id AND u.role = 'vendor' AND u.account_status = 'Active'
         JOIN vendors v ON v.id = d.vendor_id AND v.approval_status = 'Approved' AND v.account_status = 'Active'
         WHERE d.scheduled_start >= ($1::date)::timestamp AT TIME ZONE 'Asia/Kolkata'
         GROUP BY u.id ORDER BY count(*) DESC LIMIT 1`,
        [from],
      )
    ).rows[0]!;
    const secrets = JSON.parse(await fs.readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as {
      jwtSecret: string;
    };
    const vendorToken = await signInAs(client, vendor.user_id, 'vendor', secrets.jwtSecret);
    const ceiling = await autocannon({
      url: `${url}/api/bench/hello`,
      connections: 10,
      duration: 3,
      headers: { authorization: `Bearer ${adminToken}` },
    });

    const year = `from=${from}&to=${to}`;
    const timings: ReportTiming[] = [];
    for (const [who, token, targetMs] of [
      ['operator', adminToken, 2000],
      ['one vendor', vendorToken, 300],
    ] as const)
      for (const groupBy of ['month', 'vendor'])
        timings.push(
          await timed(
            url,
            token,
            `${year}&groupBy=${groupBy}`,
            `Duties this financial year by ${groupBy}, ${who}`,
            targetMs,
          ),
        );
    for (const t of timings)
      log(
        `  ${t.name}: ${t.rows} duties, p50 ${t.p50} ms, p99 ${t.p99} ms, slowest ${t.max} ms (target ${t.targetMs} ms)`,
      );

    const period = await exportPeriod(client, from);
    const exported = await measureExport(
      url,
      adminToken,
      `from=${from}&to=${period.to}&groupBy=duty&format=xlsx`,
      serverPid,
    );
    const xlsx = { rows: period.n, ...exported };
    log(
      `  XLSX of ${xlsx.rows} duty rows (${from} to ${period.to}): ${xlsx.megabytes} MB in ${xlsx.seconds} s; server ${xlsx.rssBeforeMb} MB before, ${xlsx.rssPeakMb} MB at most (+${xlsx.rssPeakMb - xlsx.rssBeforeMb}), ${xlsx.rssAfterMb} MB after`,
    );
    const loadAfter = os.loadavg();
    const loads = (l: number[]) => l.map((n) => n.toFixed(1)).join(' / ');
    log(
      `  Hello world just before: ${Math.round(ceiling.requests.average)} req/s; load average ${loads(loadBefore)} before, ${loads(loadAfter)} after`,
    );
    return {
      from,
      to,
      duties: timings[0]!.rows,
      vendorDuties: vendor.n,
      timings,
      xlsx,
      ceiling: Math.round(ceiling.requests.average),
      loadBefore,
      loadAfter,
    };
  } finally {
    await client.end();
  }
}
