import type autocannon from 'autocannon';
import { LANES_PER_PAGE } from '@raahi/domain/duty-constants';
import { bookings, HOUR, type Pair, type Sample, sample } from './bench-data.js';
import { fire, ROUND_SECONDS, ROUNDS, signInAdmin } from './load.js';
import { osmandRequests, prepareOsmandDevices } from './osmand.js';

export interface Measurement {
  name: string;
  target: string;
  requestsPerSecond: number;
  ceiling: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  /** Every round's ratio to its ceiling, in the order run. */
  roundRatios: number[];
  pass: boolean | null;
}

interface Scenario {
  name: string;
  /** What the issue asks of it, as shown in the report. */
  target: string;
  pass: (m: Omit<Measurement, 'pass'>) => boolean | null;
  requests: autocannon.Request[];
  method?: string;
  body?: string;
  /** Sign-in is behind its rate limit: 429s are expected there and nowhere else. */
  expectLimited?: boolean;
}

/** BENCH_ONLY="GET one,Week": run the scenarios whose names contain one of these. */
export const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);

/** What one connection remembers between booking a duty and assigning it. */
interface Booking {
  pair: Pair;
  dutyId: string | null;
}

function pick<T>(items: T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

function scenarios(
  data: Sample,
  admin: { email: string; password: string },
  trackers: string[],
): Scenario[] {
  const single = (target: string) => ({
    target: `≥ 0.25× ceiling, p99 ≤ 15 ms`,
    pass: (m: Omit<Measurement, 'pass'>) => m.requestsPerSecond >= 0.25 * m.ceiling && m.p99 <= 15,
    path: target,
  });
  const list = {
    target: '≥ 0.06× ceiling, p99 ≤ 50 ms',
    pass: (m: Omit<Measurement, 'pass'>) => m.requestsPerSecond >= 0.06 * m.ceiling && m.p99 <= 50,
  };
  const weekFrom = new Date(Date.now() - ((new Date().getUTCDay() + 6) % 7) * 24 * HOUR);
  weekFrom.setUTCHours(-5, -30, 0, 0);
  const week = `from=${encodeURIComponent(weekFrom.toISOString())}&to=${encodeURIComponent(new Date(weekFrom.getTime() + 7 * 24 * HOUR).toISOString())}`;
  const sixWeeks = `from=${encodeURIComponent(weekFrom.toISOString())}&to=${encodeURIComponent(new Date(weekFrom.getTime() + 42 * 24 * HOUR).toISOString())}`;
  const get = (ids: string[], prefix: string): autocannon.Request[] => [
    { method: 'GET', setupRequest: (request) => ({ ...request, path: `${prefix}/${pick(ids)}` }) },
  ];
  const bookingBody = bookings(data);

  return [
    {
      name: 'Authenticated request (token check + account check, cached until changed)',
      target: '—',
      pass: () => null,
      requests: [{ method: 'GET', path: '/api/bench/authenticated' }],
    },
    { name: 'GET one vendor', ...single(''), requests: get(data.vendors, '/api/accounts/vendors') },
    { name: 'GET one driver', ...single(''), requests: get(data.drivers, '/api/accounts/drivers') },
    {
      name: 'GET one vehicle',
      ...single(''),
      requests: get(data.vehicles, '/api/records/vehicles'),
    },
    { name: 'GET one duty', ...single(''), requests: get(data.duties, '/api/trip') },
    {
      name: 'Vendors: 50 approved, search "travels"',
      ...list,
      requests: [
        {
          method: 'GET',
          path: '/api/accounts/vendors?pageSize=50&approvalStatus=Approved&q=travels',
        },
      ],
    },
    {
      name: 'Drivers: 50 approved + active, by name',
      ...list,
      requests: [
        {
          method: 'GET',
          path: '/api/accounts/drivers?pageSize=50&approvalStatus=Approved&accountStatus=Active&sort=name',
        },
      ],
    },
    {
      name: 'Vehicles: 50 expiring within 30 days',
      ...list,
      requests: [{ method: 'GET', path: '/api/records/vehicles?pageSize=50&compliance=expiring' }],
    },
    {
      name: 'Duties: 50 completed in a month, one company',
      ...list,
      requests: [
        {
          method: 'GET',
          path: `/api/trip/trip-list?pageSize=50&status=Completed&companyId=${data.company}&from=${encodeURIComponent(new Date(Date.now() - 30 * 24 * HOUR).toISOString())}&to=${encodeURIComponent(new Date().toISOString())}`,
        },
      ],
    },
    {
      name: 'Duties: search a passenger name',
      ...list,
      requests: [{ method: 'GET', path: '/api/trip/trip-list?pageSize=50&q=Kavya' }],
    },
    {
      // Two words: the search index's entries of each, merged in start order until 101 match.
      name: 'Duties: search a first name and a surname',
      ...list,
      requests: [{ method: 'GET', path: '/api/trip/trip-list?pageSize=50&q=Kavya%20Reddy' }],
    },
    // What /duties asks for: the week in lanes, a page of lanes at a time.
    {
      name: 'Week schedule, one vendor (lanes by driver)',
      target: 'p99 ≤ 50 ms',
      pass: (m) => m.p99 <= 50,
      requests: [
        {
          method: 'GET',
          path: `/api/trip/schedule?${week}&lanes=driver&vendorId=${data.busiestVendor}`,
        },
      ],
    },
    {
      name: `Week schedule, operator (lanes by vendor, first ${LANES_PER_PAGE})`,
      target: 'p99 ≤ 50 ms',
      pass: (m) => m.p99 <= 50,
      requests: [{ method: 'GET', path: `/api/trip/schedule?${week}&lanes=vendor` }],
    },
    {
      name: 'Month view, operator (duties by day and status, six weeks)',
      target: '—',
      pass: () => null,
      requests: [{ method: 'GET', path: `/api/trip/schedule/days?${sixWeeks}` }],
    },
    {
      name: 'Book a duty with its driver + vehicle (one request, Assigned)',
      target: '≥ 500 bookings/s',
      pass: (m) => m.requestsPerSecond >= 500,
      requests: [
        {
          method: 'POST',
          path: '/api/trip/create-trip',
          setupRequest: (request) => ({ ...request, body: bookingBody('with crew').body }),
        },
      ],
    },
    {
      name: 'Book a duty, then assign driver + vehicle (2 requests)',
      target: '—',
      pass: () => null,
      requests: [
        {
          method: 'POST',
          path: '/api/trip/create-trip',
          setupRequest: (request, context) => {
            const { pair, body } = bookingBody('without crew');
            (context as Booking).pair = pair;
            return { ...request, body };
          },
          onResponse: (status, body, context) => {
            (context as Booking).dutyId =
              status === 201 ? (JSON.parse(body) as { id: string }).id : null;
          },
        },
        {
          method: 'POST',
          setupRequest: (request, context) => {
            const { pair, dutyId } = context as Booking;
            return {
              ...request,
              path: `/api/trip/${String(dutyId)}/assign`,
              body: JSON.stringify({ driverId: pair.driver_id, vehicleId: pair.vehicle_id }),
            };
          },
        },
      ],
    },
    {
      // Issue 27: durable ingest; each 200 is a position committed (group commit, 1 statement
      // per batch), from 5,000 devices so that none passes its 1/s budget.
      name: 'OsmAnd position in (Traccar Client query form, stored before 200)',
      target: '≥ 2,000 positions/s',
      pass: (m) => m.requestsPerSecond >= 2000,
      requests: osmandRequests(trackers),
    },
    {
      name: 'Sign in (argon2id; 429 once the per-IP limit is reached)',
      target: 'limited, never 5xx',
      // 429s are the point here; 5xx or socket errors fail it (checked below).
      pass: () => true,
      expectLimited: true,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/admins/login',
          body: JSON.stringify({ email: admin.email, password: admin.password }),
        },
      ],
    },
  ];
}

export async function runScenarios(
  url: string,
  admin: { email: string; password: string },
  databaseUrl: string,
  log: (line: string) => void,
): Promise<Measurement[]> {
  const { accessToken: token } = await signInAdmin(url, admin);
  const data = await sample(databaseUrl);
  const trackers = await prepareOsmandDevices(databaseUrl);
  const hello: autocannon.Request[] = [{ method: 'GET', path: '/api/bench/hello' }];

  log('Warming up…');
  await fire(url, token, hello, 3);
  // One list for warm-up and measurement: bookings keep counting, so no night is taken twice.
  const all = scenarios(data, admin, trackers).filter(
    (scenario) => ONLY.length === 0 || ONLY.some((part) => scenario.name.includes(part)),
  );
  for (const scenario of all) await fire(url, token, scenario.requests, 1);

  const results: Measurement[] = [];
  for (const scenario of all) {
    const rounds: { ceiling: number; run: autocannon.Result }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const ceiling = await fire(url, token, hello, Math.max(2, Math.round(ROUND_SECONDS / 2)));
      const run = await fire(url, token, scenario.requests, ROUND_SECONDS);
      rounds.push({ ceiling: ceiling.requests.average, run });
    }
    const ratio = ({ ceiling, run }: (typeof rounds)[number]) => run.requests.average / ceiling;
    const { ceiling, run } = [...rounds].sort((a, b) => ratio(a) - ratio(b))[
      Math.floor(rounds.length / 2)
    ]!;
    const total = run.requests.total || 1;
    const ok = run['2xx'];
    const measured = {
      name: scenario.name,
      target: scenario.target,
      requestsPerSecond: Math.round(run.requests.average),
      ceiling: Math.round(ceiling),
      p50: run.latency.p50,
      p99: run.latency.p99,
      ok,
      other: total - ok,
      roundRatios: rounds.map(ratio),
    };
    // Any round's failures fail the scenario, not only the reported round's.
    const unexpected = rounds.reduce(
      (sum, { run }) =>
        sum +
        (scenario.expectLimited
          ? run['5xx'] + run.errors
          : run.requests.total - run['2xx'] + run.errors),
      0,
    );
    const pass = unexpected > 0 ? false : scenario.pass(measured);
    results.push({ ...measured, pass });
    log(
      `  ${scenario.name}: ${measured.requestsPerSecond} req/s (${(measured.requestsPerSecond / measured.ceiling).toFixed(2)}× of ${measured.ceiling}; rounds ${rounds.map((round) => `${ratio(round).toFixed(2)} (${Math.round(round.run.requests.average)}/s)`).join(', ')}), p50 ${measured.p50} ms, p99 ${measured.p99} ms, non-2xx ${measured.other}`,
    );
  }
  return results;
}
