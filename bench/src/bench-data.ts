import { addDays, todayInIndia } from '@raahi/domain/compliance';
import pg from 'pg';

/*
 * The ids the scenarios ask for, sampled from the generated database before a run, and the
 * bookings the write scenarios send.
 */

export const HOUR = 3_600_000;
/** Marks the bookings the write scenarios make; the next run removes them. */
export const BENCH_BOOKING = 'bench booking';

export interface Pair {
  vendor_id: string;
  driver_id: string;
  vehicle_id: string;
  category: string;
}

/** Waits (up to two minutes) until the chat duty lines' cursor reaches the outbox's last event. */
async function chatLinesCaughtUp(client: pg.Client) {
  const { rows } = await client.query<{ id: string }>(
    'SELECT coalesce(max(id), 0) AS id FROM event_outbox',
  );
  const end = Number(rows[0]!.id);
  for (const began = Date.now(); Date.now() - began < 120_000;) {
    const cursor = await client.query<{ last_id: string }>(
      `SELECT last_id FROM event_cursors WHERE name = 'chat-duty-lines'`,
    );
    if (Number(cursor.rows[0]?.last_id ?? end) >= end) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function sample(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // The previous run's bookings would hold the same nights. Assigning one made its chat
  // conversation (docs/chat.md), which refers to it: that goes first, its messages with it,
  // once the server's chat lines have read the outbox to its end (else they make one after).
  await chatLinesCaughtUp(client);
  await client.query(
    'DELETE FROM conversations WHERE duty_id IN (SELECT id FROM duties WHERE notes = $1)',
    [BENCH_BOOKING],
  );
  await client.query('DELETE FROM duties WHERE notes = $1', [BENCH_BOOKING]);
  // Without it, the GETs would run on plans made for the tables as the last run left them.
  await client.query('VACUUM ANALYZE duties, duty_events');
  const ids = async (sql: string) =>
    (await client.query<{ id: string }>(sql)).rows.map((r) => r.id);
  const pairs = await client.query<{
    vendor_id: string;
    driver_id: string;
    vehicle_id: string;
    category: string;
  }>(
    `SELECT d.associated_vendors[1] AS vendor_id, d.id AS driver_id, v.id AS vehicle_id, v.category
     FROM drivers d JOIN vehicles v ON v.id = d.vehicle_id
     JOIN vendors ven ON ven.id = d.associated_vendors[1]
     WHERE d.approval_status = 'Approved' AND d.account_status = 'Active'
       AND v.approval_status = 'Approved' AND v.account_status = 'Active'
       AND ven.approval_status = 'Approved' AND ven.account_status = 'Active'
       AND v.next_expiry > current_date + 30
     ORDER BY random() LIMIT 2000`,
  );
  const result = {
    vendors: await ids('SELECT id FROM vendors ORDER BY random() LIMIT 1000'),
    drivers: await ids('SELECT id FROM drivers ORDER BY random() LIMIT 1000'),
    vehicles: await ids('SELECT id FROM vehicles ORDER BY random() LIMIT 1000'),
    duties: await ids('SELECT id FROM duties ORDER BY random() LIMIT 1000'),
    company: (await ids('SELECT id FROM companies LIMIT 1'))[0]!,
    busiestVendor: (
      await ids(
        `SELECT vendor_id AS id FROM duties WHERE scheduled_start >= now() AND scheduled_start < now() + interval '7 days'
         GROUP BY vendor_id ORDER BY count(*) DESC LIMIT 1`,
      )
    )[0]!,
    pairs: pairs.rows,
  };
  await client.end();
  return result;
}

export type Sample = Awaited<ReturnType<typeof sample>>;

/**
 * Booking bodies: night slots (00:15–01:45 India time, when the generated duties are over), each
 * booking the next night of one eligible driver and vehicle, from tomorrow on.
 */
export function bookings(data: Sample) {
  let booking = 0;
  const firstSlot = Date.parse(`${addDays(todayInIndia(), 1)}T00:15:00+05:30`);
  return (crew: 'with crew' | 'without crew') => {
    const n = booking++;
    const pair = data.pairs[n % data.pairs.length]!;
    const start = firstSlot + Math.floor(n / data.pairs.length) * 24 * HOUR;
    return {
      pair,
      body: JSON.stringify({
        ...(crew === 'with crew' ? { driverId: pair.driver_id, vehicleId: pair.vehicle_id } : {}),
        companyId: data.company,
        serviceType: 'Airport Transport',
        pickup: { address: 'Koramangala 5th Block, Bengaluru' },
        drop: { address: 'Kempegowda International Airport' },
        scheduledStart: new Date(start).toISOString(),
        scheduledEnd: new Date(start + 90 * 60_000).toISOString(),
        passengerCount: 1,
        vehicleCategory: pair.category,
        vendorId: pair.vendor_id,
        notes: BENCH_BOOKING,
      }),
    };
  };
}
