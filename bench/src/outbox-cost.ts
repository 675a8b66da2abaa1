import type autocannon from 'autocannon';
import pg from 'pg';
import { bookings, sample } from './bench-data.js';
import { fire, ROUND_SECONDS, ROUNDS, signInAdmin } from './load.js';

export interface OutboxCost {
  /** Median bookings per second of the rounds with the outbox as it is. */
  withOutbox: number;
  /** Median of the rounds with the outbox write made void in the database. */
  withoutOutbox: number;
  /** withOutbox / withoutOutbox: 0.95 means bookings are 5 % slower for their events. */
  ratio: number;
  rounds: { outbox: boolean; perSecond: number }[];
}

// The outbox write made void: each event row is dropped before it is written.
const VOID = `
  CREATE OR REPLACE FUNCTION bench_drop_event() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN RETURN NULL; END $$;
  DROP TRIGGER IF EXISTS bench_drop_event ON event_outbox;
  CREATE TRIGGER bench_drop_event BEFORE INSERT ON event_outbox
    FOR EACH ROW EXECUTE FUNCTION bench_drop_event();`;
const RESTORE = `
  DROP TRIGGER IF EXISTS bench_drop_event ON event_outbox;
  DROP FUNCTION IF EXISTS bench_drop_event();`;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/**
 * What writing a booking's duty.created event costs: the one-request booking (with its driver
 * and vehicle) in rounds that alternate (ABBA) between the outbox as it is and the outbox write made
 * void by a trigger (the event's row is still built, then dropped; the wake-up after the commit
 * still goes out), so a slow moment of the machine falls on both alike.
 */
export async function measureOutboxCost(
  url: string,
  admin: { email: string; password: string },
  databaseUrl: string,
  log: (line: string) => void,
): Promise<OutboxCost> {
  const { accessToken } = await signInAdmin(url, admin);
  const data = await sample(databaseUrl);
  const body = bookings(data);
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      path: '/api/trip/create-trip',
      setupRequest: (request) => ({ ...request, body: body('with crew').body }),
    },
  ];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rounds: OutboxCost['rounds'] = [];
  try {
    await fire(url, accessToken, requests, 1);
    for (let round = 0; round < 2 * ROUNDS; round++) {
      // with, without, without, with, …: a machine getting faster or slower favours neither.
      const outbox = [true, false, false, true][round % 4]!;
      await client.query(outbox ? RESTORE : VOID);
      const run = await fire(url, accessToken, requests, ROUND_SECONDS);
      if (run.non2xx > 0 || run.errors > 0)
        throw new Error(`bookings failed: ${run.non2xx} non-2xx, ${run.errors} errors`);
      rounds.push({ outbox, perSecond: Math.round(run.requests.average) });
    }
  } finally {
    await client.query(RESTORE);
    await client.end();
  }
  const withOutbox = median(rounds.filter((r) => r.outbox).map((r) => r.perSecond));
  const withoutOutbox = median(rounds.filter((r) => !r.outbox).map((r) => r.perSecond));
  const cost = { withOutbox, withoutOutbox, ratio: withOutbox / withoutOutbox, rounds };
  log(
    `  Booking with its event: ${withOutbox}/s, without: ${withoutOutbox}/s (${cost.ratio.toFixed(2)}×; rounds ${rounds.map((r) => `${r.outbox ? 'with' : 'without'} ${r.perSecond}`).join(', ')})`,
  );
  return cost;
}
