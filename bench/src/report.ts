import fs from 'node:fs/promises';
import * as prettier from 'prettier';
import { ROUND_SECONDS, ROUNDS, type Measurement } from './scenarios.js';

interface Report {
  results: Measurement[];
  counts: Record<string, string>;
  generation: string;
  memory: { idleMb: number; afterMb: number };
  machine: string;
  database: string;
  pinned: boolean;
}

const END_OF_FIGURES = '<!-- npm run bench rewrites everything above this line -->';

/** The lowest and highest round's ratio: how much the machine moved during the scenario. */
const spread = (ratios: number[]) =>
  `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×`;

const verdict = (pass: boolean | null) => (pass === null ? '—' : pass ? 'met' : '**missed**');

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

## Memory

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
