import fs from 'node:fs/promises';
import * as prettier from 'prettier';
import type { BillingFigures } from './billing.js';
import type { ChatFigures } from './chat.js';
import type { EventFigures } from './events.js';
import type { OutboxCost } from './outbox-cost.js';
import type { PositionDeliveryFigures } from './position-delivery.js';
import type { LiveMapFigures } from './live-map-browser.js';
import type { MonthEndFigures } from './month-end.js';
import type { ReminderFigures } from './reminders.js';
import type { ReportFigures } from './reports.js';
import { ROUND_SECONDS, ROUNDS } from './load.js';
import type { Measurement } from './scenarios.js';

interface Report {
  results: Measurement[];
  counts: Record<string, string>;
  generation: string;
  memory: { idleMb: number; afterMb: number };
  outboxCost?: OutboxCost;
  events?: EventFigures;
  positions?: PositionDeliveryFigures;
  liveMap?: LiveMapFigures;
  chat?: ChatFigures;
  reminders?: ReminderFigures;
  reports?: ReportFigures;
  billing?: BillingFigures;
  monthEnd?: MonthEndFigures;
  machine: string;
  database: string;
  pinned: boolean;
}

const END_OF_FIGURES = '<!-- npm run bench rewrites everything above this line -->';

/** The lowest and highest round's ratio: how much the machine moved during the scenario. */
const spread = (ratios: number[]) =>
  `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×`;

const verdict = (pass: boolean | null) => (pass === null ? '—' : pass ? 'met' : '**missed**');

/** Chat: send to receive across two processes, and the history query in the database. */
function chatFigures({ chat }: Report): string {
  if (!chat) return '';
  const { history } = chat;
  return `## Chat

One operator↔vendor conversation of ${chat.members} members (every operator account, the vendor's
people and its VENDOR_USER staff), each signed in with a socket of their own, spread over two server
processes (both cores; fan-out through ${chat.fanOut}). ${chat.messages} messages posted over HTTP at
${chat.perSecond}/s by ${chat.posters} members in turn (alternating processes): from the POST leaving the
client to the message reaching each socket, p50 ${chat.p50} ms, p99 ${chat.p99} ms (target ≤ 200 ms:
${verdict(chat.p99 <= 200)}), slowest ${chat.max} ms; ${chat.missing} deliveries missing; posts refused
(by status): ${JSON.stringify(chat.refused)}; each POST itself answered in p50 ${chat.post.p50} ms, p99
${chat.post.p99} ms. Every member is connected, so each message's away check
(docs/chat.md) runs and tells nobody. Hello-world ceiling of each process just before:
${chat.ceiling.map((c) => `${c.requestsPerSecond} req/s (p99 ${c.p99} ms)`).join(' and ')}; the
posts are ${(chat.perSecond / Math.min(...chat.ceiling.map((c) => c.requestsPerSecond || 1))).toFixed(3)}× of the lower.

The newest 50 messages of a conversation holding ${history.messages.toLocaleString('en-IN')}, in the database
(EXPLAIN ANALYZE, newest and older pages, index \`${history.index}\`): p50 ${history.p50} ms,
p99 ${history.p99} ms (target ≤ 20 ms: ${verdict(history.p99 <= 20)}).

`;
}

/** The outbox's cost to a booking, and live events from commit to socket. */
function liveEvents({ outboxCost, events }: Report): string {
  const cost = outboxCost
    ? `Booking a duty with its driver and vehicle writes its duty.created event in the same
statement. The event row written, read by the dispatcher and the followers and published, under a
type nothing acts on: ${outboxCost.unfollowed} bookings/s; the row dropped by a trigger (it is still built; the
wake-up after the commit still goes out): ${outboxCost.withoutOutbox}/s, so the outbox costs
${outboxCost.ratio.toFixed(2)}× (target ≥ 0.90×: ${verdict(outboxCost.ratio >= 0.9)}). With the event as in use, its
followers notifying the vendor and the driver and opening the duty's chat: ${outboxCost.withOutbox}/s
(${outboxCost.followersRatio.toFixed(2)}× of the unfollowed event). Rounds rotate between the three:
${outboxCost.rounds.map((r) => `${r.variant} ${r.perSecond}`).join(', ')}.
`
    : '';
  const live = events
    ? `${events.sockets} live sockets signed in as an operator, spread over two server processes
(both cores; fan-out through ${events.fanOut}), ${events.events} events written to the outbox at
${events.perSecond}/s: from each event's commit to its arrival at each socket, p50 ${events.p50} ms,
p99 ${events.p99} ms (target ≤ 250 ms: ${verdict(events.p99 <= 250)}), slowest ${events.max} ms;
${events.missing} deliveries missing. The sockets' client is one Node process reading about
${events.sockets * events.perSecond} messages a second on the same machine.

Memory per idle socket: ${events.idle.sockets} registered sockets on one process took it from
${events.idle.rssBeforeMb} MB to ${events.idle.rssAfterMb} MB resident, ${events.idle.perSocketKb} KB each
(${Math.round((events.idle.rssAfterMb * 1024) / events.idle.sockets)} KB per socket of the whole process).
`
    : '';
  return cost || live
    ? `## Live events

${cost}
${live}`
    : '';
}

/** Positions from trackers to the operators' open maps, on the measured server. */
function positionDelivery({ positions }: Report): string {
  if (!positions) return '';
  return `## Positions to the live map

${positions.positions} positions sent by the OsmAnd query form at ${positions.perSecond}/s (each device
once every few seconds) to the measured server on one core, ${positions.sockets} live sockets signed in as
an operator watching: from each position's request to its arrival at each socket, p50
${positions.p50} ms, p99 ${positions.p99} ms (target ≤ 500 ms: ${verdict(positions.p99 <= 500)}), slowest
${positions.max} ms; ${positions.refused} positions not stored, ${positions.missing} deliveries missing.
`;
}

/** The operator's live map in Chromium with the fleet on it. */
function liveMapFigures({ liveMap }: Report): string {
  if (!liveMap) return '';
  return `## The live map in Chromium

The operator's \`/livelocation\` at 1440 px in headless Chromium (no CPU slowdown) with
${liveMap.vehicles} vehicles that have a position: drawn (the first dot or cluster and the side list)
${liveMap.firstRenderMs} ms after navigation started. A followed vehicle's new position, from the
tracker's request to its dot moving: median ${liveMap.moveP50} ms, slowest ${liveMap.moveMax} ms of
${20}. While trackers send 1,000 positions/s for 10 s, the page spends
${Math.round(liveMap.busyShare * 100)}% of the time in long tasks and the followed vehicle's move shows in
${liveMap.moveUnderStreamMs} ms.
`;
}

/** The daily expiry reminders, run by the measured server's job runner. */
function expiryReminders({ reminders }: Report): string {
  if (!reminders) return '';
  const runs = reminders.runs.map(
    (run) =>
      `| ${run.name} | ${run.reminders} | ${run.seconds} | ${run.perSecond} | ${run.rssBeforeMb} / ${run.rssPeakMb} / ${run.rssAfterMb} | ${run.liveHeap ? `${run.liveHeap.beforeMb} / ${run.liveHeap.peakMb} / ${run.liveHeap.afterMb}` : ''} | ${verdict(run.seconds < 60)} |`,
  );
  const mailed = reminders.runs.find((run) => run.deliveries)?.deliveries;
  return `## Reminders

The day's expiry reminders over ${reminders.vehicles.toLocaleString('en-IN')} vehicles and ${reminders.drivers.toLocaleString('en-IN')} drivers,
found in keyset batches and created with ON CONFLICT DO NOTHING by the server's own job (target:
the whole run under 60 s on one core, memory flat).

| run | reminders | seconds | per second | resident MB before / peak / after | live heap MB before / peak / after | |
| --- | ---: | ---: | ---: | ---: | ---: | --- |
${runs.join('\n')}

Live heap: in use after a full collection, sampled every 2 s in a run of its own. The first
run's e-mails, sent by the server's delivery jobs to a stand-in mail server that takes 150 ms to
accept each: ${mailed ? `${mailed.sent} sent and ${mailed.failed} failed ${mailed.seconds} s after the run began, ${mailed.perSecond} a second` : 'not measured'}.

`;
}

/** Issue 30's reports over the generated year of duties, one request at a time. */
function reportFigures({ reports }: Report): string {
  if (!reports) return '';
  const rows = reports.timings.map(
    (t) =>
      `| ${t.name} | ${t.rows.toLocaleString('en-IN')} | ${t.p50} | ${t.p99} | ${t.max} | ≤ ${t.targetMs} ms | ${verdict(t.targetMs === null ? null : t.p99 <= t.targetMs)} |`,
  );
  const { xlsx } = reports;
  const growth = xlsx.rssPeakMb - xlsx.rssBeforeMb;
  return `## Reports

The duties report (\`GET /api/reports/duties\`) for this financial year (${reports.from} to
${reports.to}), asked 20 times in a row by one client after two to warm up; "one vendor" is the
vendor with the most duties (${reports.vendorDuties.toLocaleString('en-IN')}), signed in as itself.

| report | duties | p50 ms | p99 ms | slowest ms | target | |
| --- | ---: | ---: | ---: | ---: | --- | --- |
${rows.join('\n')}

XLSX export of ${xlsx.rows.toLocaleString('en-IN')} duty rows (\`groupBy=duty\`, ${xlsx.megabytes} MB) as the
operator: ${xlsx.seconds} s; server ${xlsx.rssBeforeMb} MB before, ${xlsx.rssPeakMb} MB at most (+${growth} MB,
target ≤ 100 MB: ${verdict(growth <= 100)}), ${xlsx.rssAfterMb} MB after. Hello world just before:
${reports.ceiling} req/s; load average ${reports.loadBefore.map((l) => l.toFixed(1)).join(' / ')} before and
${reports.loadAfter.map((l) => l.toFixed(1)).join(' / ')} after.

`;
}

/** The month-end run, by the measured server's job runner (issue 29). */
function monthEndFigures({ monthEnd: m }: Report): string {
  if (!m) return '';
  return `## Month-end run

Every client's invoices and every vendor's statement for ${m.month} (\`bench/src/month-end.ts\`):
${m.duties.toLocaleString('en-IN')} completed duties with closed slips, ${m.companies} clients (${m.perDutyCompanies} invoiced per duty),
by the server's own job on one core (target: under 2 minutes, memory flat).

| invoices | duties invoiced | statements | unpriced | seconds | server MB before / peak / after | |
| ---: | ---: | ---: | ---: | ---: | ---: | --- |
| ${m.invoices} | ${m.invoicedDuties} | ${m.statements} | ${m.unpriced} | ${m.seconds} | ${m.rssBeforeMb} / ${m.rssPeakMb} / ${m.rssAfterMb} | ${verdict(m.seconds < 120)} |

`;
}

/** Billing one completed duty from its slip and tariff, the server's own work (issue 29). */
function billingFigures({ billing }: Report): string {
  if (!billing) return '';
  return `## Billing a duty

Bill one completed duty from its slip and tariff (\`bench/src/billing.ts\`): choose the version in
force among a book of every service and category, price the slip, work the GST and the amount in
words, ${billing.duties.toLocaleString('en-IN')} duties one at a time on the measuring process: p50
${billing.p50Us} µs, p99 ${billing.p99Us} µs (target ≤ 5 ms: ${verdict(billing.p99Us <= 5_000)}), slowest
${billing.maxUs} µs; ${billing.perSecond.toLocaleString('en-IN')} duties a second. The server reads the
duties, slips and versions for a chunk of 5,000 duties in three queries (docs/billing.md).

`;
}

/** docs/performance.md: figures first, then the machine and how to reproduce them. */
export async function writeReport(file: string, report: Report): Promise<void> {
  const { results, counts, memory } = report;
  const rows = results.map(
    (m) =>
      `| ${m.name} | ${m.requestsPerSecond} | ${(m.requestsPerSecond / m.ceiling).toFixed(2)}× | ${spread(m.roundRatios)} | ${m.p50} | ${m.p99} | ${m.other} | ${m.target} | ${verdict(m.pass)} |`,
  );
  const text = `# Performance

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Every scenario runs right
after the server's bare hello-world route (the ceiling: the same server, the same middleware, no
work), so the ratio says how much of the server's capacity a request costs, whatever the machine.
Each runs in ${ROUNDS} rounds of ${ROUND_SECONDS} s, each round after its own ceiling; a row is the round with the
median ratio, and "rounds" gives the lowest and highest round's.

## Data

${Number(counts.vendors).toLocaleString('en-IN')} vendors, ${Number(counts.drivers).toLocaleString('en-IN')} drivers, ${Number(counts.vehicles).toLocaleString('en-IN')} vehicles and ${Number(counts.duties).toLocaleString('en-IN')} duties over a year
(nine months back, three ahead), generated inside PostgreSQL by \`bench/src/generate.ts\`
(${report.generation}).

## Results

| scenario | req/s | × ceiling | rounds | p50 ms | p99 ms | non-2xx | target | |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |
${rows.join('\n')}

Ceiling (hello world) across the run: ${Math.min(...results.map((m) => m.ceiling))}–${Math.max(...results.map((m) => m.ceiling))} req/s.

${liveEvents(report)}
${positionDelivery(report)}
${liveMapFigures(report)}
${chatFigures(report)}${expiryReminders(report)}${reportFigures(report)}${billingFigures(report)}${monthEndFigures(report)}## Memory

Server resident memory with the fleet loaded: ${memory.idleMb} MB at idle, ${memory.afterMb} MB after the scenarios.

## Machine

- ${report.machine}
- Database: ${report.database}, on the same machine
- Server: the production build, ${report.pinned ? 'pinned to one core (`taskset -c 1`); autocannon and the embedded PostgreSQL pinned to the other (`taskset -c 0`)' : 'not pinned (taskset is missing)'}
- ${process.env.BENCH_CONNECTIONS ?? '10'} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s per scenario

## Reproduce

\`\`\`
npm run bench                      # embedded PostgreSQL under bench/.data (kept between runs)
BENCH_DATABASE_URL=postgres://… npm run bench
BENCH_SCALE=0.1 npm run bench      # a tenth of the fleet, for a quick look
BENCH_ONLY='GET one,Week' npm run bench   # some scenarios only; prints, leaves this file alone
BENCH_ROUNDS=1 BENCH_DURATION=5 npm run bench   # one short round per scenario: quicker, rougher
BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench   # a CPU profile per server
\`\`\`

The first run generates the fleet; later runs reuse it (delete \`bench/.data\` to start again).
`;
  // What people wrote below the figures (findings, what changed) stays across runs.
  const previous = await fs.readFile(file, 'utf8').catch(() => '');
  const notes = previous.includes(END_OF_FIGURES)
    ? previous.slice(previous.indexOf(END_OF_FIGURES) + END_OF_FIGURES.length)
    : '\n';
  const markdown = await prettier.format(`${text}\n${END_OF_FIGURES}${notes}`, {
    parser: 'markdown',
  });
  await fs.writeFile(file, markdown);
}
