import type autocannon from 'autocannon';
import pg from 'pg';
import { bookings, sample } from './bench-data.js';
import { fire, ROUND_SECONDS, ROUNDS, signInAdmin } from './load.js';

export type OutboxVariant = 'followed' | 'unfollowed' | 'dropped';

export interface OutboxCost {
  /** Median bookings per second of the rounds with the outbox as it is, followers and all. */
  withOutbox: number;
  /** Median of the rounds whose event row is written under a type nothing acts on. */
  unfollowed: number;
  /** Median of the rounds with the outbox write made void in the database. */
  withoutOutbox: number;
  /** unfollowed / withoutOutbox: the outbox's own cost (0.95 means 5 % slower). */
  ratio: number;
  /** withOutbox / unfollowed: what notifying, chat and the rating link add to a booking. */
  followersRatio: number;
  rounds: { variant: OutboxVariant; perSecond: number }[];
}

// The outbox write made void: each event row is dropped before it is written.
const DROP = `
  CREATE OR REPLACE FUNCTION bench_drop_event() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN RETURN NULL; END $$;
  DROP TRIGGER IF EXISTS bench_drop_event ON event_outbox;
  CREATE TRIGGER bench_drop_event BEFORE INSERT ON event_outbox
    FOR EACH ROW EXECUTE FUNCTION bench_drop_event();`;
// The event row written, read and published as ever, under a type no follower acts on.
const UNFOLLOW = `
  CREATE OR REPLACE FUNCTION bench_drop_event() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN NEW.type := 'bench.unfollowed'; RETURN NEW; END $$;
  DROP TRIGGER IF EXISTS bench_drop_event ON event_outbox;
  CREATE TRIGGER bench_drop_event BEFORE INSERT ON event_outbox
    FOR EACH ROW EXECUTE FUNCTION bench_drop_event();`;
const RESTORE = `
  DROP TRIGGER IF EXISTS bench_drop_event ON event_outbox;
  DROP FUNCTION IF EXISTS bench_drop_event();`;
const SETUP: Record<OutboxVariant, string> = {
  followed: RESTORE,
  unfollowed: UNFOLLOW,
  dropped: DROP,
};
// Each variant first, middle and last in turn: a machine getting faster or slower favours none.
const ORDER: OutboxVariant[] = [
  'followed',
  'unfollowed',
  'dropped',
  'dropped',
  'unfollowed',
  'followed',
];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/**
 * What writing a booking's duty.created event costs: the one-request booking (with its driver
 * and vehicle) in rounds that rotate between the outbox as it is (its followers notify the
 * vendor and the driver, open the duty's chat), the event row written under a type nothing
 * acts on (the outbox's own cost: the row, the dispatcher's read and publish, the followers'
 * reads), and the row dropped by a trigger (it is still built; the wake-up after the commit
 * still goes out).
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
    for (let round = 0; round < 3 * ROUNDS; round++) {
      const variant = ORDER[round % ORDER.length]!;
      await client.query(SETUP[variant]);
      const run = await fire(url, accessToken, requests, ROUND_SECONDS);
      if (run.non2xx > 0 || run.errors > 0)
        throw new Error(`bookings failed: ${run.non2xx} non-2xx, ${run.errors} errors`);
      rounds.push({ variant, perSecond: Math.round(run.requests.average) });
    }
  } finally {
    await client.query(RESTORE);
    await client.end();
  }
  const of = (variant: OutboxVariant) =>
    median(rounds.filter((r) => r.variant === variant).map((r) => r.perSecond));
  const [withOutbox, unfollowed, withoutOutbox] = [of('followed'), of('unfollowed'), of('dropped')];
  const cost: OutboxCost = {
    withOutbox,
    unfollowed,
    withoutOutbox,
    ratio: unfollowed / withoutOutbox,
    followersRatio: withOutbox / unfollowed,
    rounds,
  };
  log(
    `  Booking with its event unfollowed: ${unfollowed}/s, without it: ${withoutOutbox}/s (${cost.ratio.toFixed(2)}×); ` +
      `followed as in use: ${withOutbox}/s (${cost.followersRatio.toFixed(2)}× of unfollowed); rounds ${rounds.map((r) => `${r.variant} ${r.perSecond}`).join(', ')}`,
  );
  return cost;
}
