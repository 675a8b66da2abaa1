import fs from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { TariffRatesSchema } from '@raahi/domain/billing/tariff-schema';
import { gstinCheckCharacter } from '@raahi/domain/kyc';
import { SERVICE_TYPES, VEHICLE_CATEGORIES } from '@raahi/domain/lists';
import pg from 'pg';

/** One month-end run inside the measured server, and what it made. */
export interface MonthEndFigures {
  month: string;
  /** Completed duties of the month, with closed slips; clients; of which invoiced per duty. */
  duties: number;
  companies: number;
  perDutyCompanies: number;
  vendors: number;
  /** From the job's start to its end, as the job queue recorded them. */
  seconds: number;
  invoices: number;
  invoicedDuties: number;
  statements: number;
  unpriced: number;
  rssBeforeMb: number;
  /** The highest resident memory seen while it ran (sampled every 50 ms). */
  rssPeakMb: number;
  rssAfterMb: number;
}

/** Month-end clients: every tenth is invoiced per duty. */
const CLIENTS = 100;
const JOB = 'month-end-run';
const RUN_LIMIT_MS = 15 * 60_000;

async function residentMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** 'Month-end Client n': a company (PAN holder type C) in Karnataka, or Maharashtra for some. */
function clientGstin(n: number): string {
  const letter = (k: number) => String.fromCharCode(65 + (k % 26));
  const pan = `AA${letter(n)}C${letter(Math.floor(n / 26))}${String(n).padStart(4, '0')}Q`;
  const first14 = `${n % 4 === 0 ? '27' : '29'}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/**
 * The month the run bills: the India month before the generated fleet's first duty, so its
 * duties (one per driver) never meet the fleet's on a driver or vehicle. Kept once chosen.
 */
async function monthOf(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ month: string }>(
    `SELECT to_char(coalesce(
       (SELECT min(scheduled_start) FROM duties WHERE reg_id LIKE 'DUT-M%'),
       (SELECT min(scheduled_start) FROM duties WHERE reg_id LIKE 'DUT-B%') - interval '1 month'
     ) AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month`,
  );
  return rows[0]!.month;
}

/**
 * The month's billing data, made once inside PostgreSQL and kept: the operator's company
 * profile, 100 clients with GSTINs (every tenth invoiced per duty), default sale and purchase
 * tariffs for every service and category from 2024, and the month: a completed duty
 * for 85 drivers in 100 (85,000 at full scale, over all 2,000 vendors, scaled by BENCH_SCALE
 * with the fleet) with its slip closed garage to garage, a toll on every fifth. Each run
 * then starts from the month not invoiced: the bench, as the database's owner, removes the
 * month's invoices with triggers off (issued invoices are otherwise immutable).
 */
export async function prepareMonthEnd(
  client: pg.Client,
  log: (line: string) => void,
): Promise<string> {
  const month = await monthOf(client);
  const present = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM duties WHERE reg_id LIKE 'DUT-M%'`,
  );
  // Always: their GSTINs and settings are the bench's to keep right on a reused database.
  const gstins = Array.from({ length: CLIENTS }, (_, i) => clientGstin(i + 1));
  await client.query(
    `INSERT INTO companies (name, gstin, state_code, billing_address, invoicing)
       SELECT 'Month-end Client ' || n, g, CASE WHEN left(g, 2) = '27' THEN 'MH' ELSE 'KA' END,
         n || ' Outer Ring Road, Bengaluru 560103',
         CASE WHEN n % 10 = 0 THEN 'per-duty' ELSE 'monthly' END
       FROM unnest($1::text[]) WITH ORDINALITY AS c(g, n)
       ON CONFLICT (name) DO UPDATE SET gstin = excluded.gstin, state_code = excluded.state_code,
         invoicing = excluded.invoicing`,
    [gstins],
  );
  if (present.rows[0]!.n === 0) {
    const started = performance.now();
    await client.query(
      `INSERT INTO company_profile (legal_name, gstin, pan, address, state_code, bank_name,
         bank_account_number, bank_ifsc, invoice_prefix, credit_note_prefix, gst_option,
         body_corporate)
       VALUES ('Raahi Bench Mobility Private Limited', $1, 'AACCR1234K',
         '12 MG Road, Bengaluru 560001', 'KA', 'HDFC Bank, MG Road', '50100123456789',
         'HDFC0001234', 'RAH', 'RCN', 'full-credit', true)
       ON CONFLICT DO NOTHING`,
      ['29AACCR1234K1Z' + gstinCheckCharacter('29AACCR1234K1Z')],
    );
    const flat = (farePaise: number) =>
      JSON.stringify(
        TariffRatesSchema.parse({
          base: {
            kind: 'flat',
            farePaise,
            includedKm: 40,
            includedHours: 4,
            extraKmPaise: 18_00,
            extraHourPaise: 200_00,
          },
          night: { windows: [{ start: '22:00', end: '06:00' }], perNightPaise: 250_00 },
        }),
      );
    await client.query(
      `INSERT INTO tariff_versions (side, service_type, vehicle_category, effective_from, rates)
       SELECT side, s, c, date '2024-04-01', CASE side WHEN 'sale' THEN $3::jsonb ELSE $4::jsonb END
       FROM unnest(ARRAY['sale', 'purchase']) side, unnest($1::text[]) s, unnest($2::text[]) c
       ON CONFLICT DO NOTHING`,
      [SERVICE_TYPES, VEHICLE_CATEGORIES, flat(1_600_00), flat(1_280_00)],
    );
    // One duty for 17 drivers in 20 (85,000 of the full fleet's 1,00,000, every vendor's
    // drivers alike), on a day of the month from its number, 06:00–20:00 India time.
    const made = await client.query(
      `INSERT INTO duties (reg_id, service_type, company_id, pickup_address, drop_address,
         passengers, passenger_count, vehicle_category, scheduled_start, scheduled_end,
         vendor_id, driver_id, vehicle_id, status, odometer_start, odometer_end, started_at,
         completed_at, created_at)
       SELECT 'DUT-M' || lpad(d.k::text, 8, '0'), ($2::text[])[1 + d.k % array_length($2::text[], 1)],
         c.ids[1 + d.k % array_length(c.ids, 1)], d.k || ', Koramangala', 'Kempegowda Airport',
         '[]'::jsonb, 1, d.category, t.start, t.start + interval '5 hours', d.vendor_id,
         d.driver_id, d.vehicle_id, 'Completed', 20000 + d.k % 5000, 20040 + d.k % 5000 + d.k % 30,
         t.start + interval '20 minutes', t.start + interval '4 hours 30 minutes',
         t.start - interval '2 days'
       FROM (SELECT row_number() OVER (ORDER BY dr.reg_id) AS k, dr.id AS driver_id,
               dr.associated_vendors[1] AS vendor_id, veh.id AS vehicle_id, veh.category
             FROM drivers dr JOIN vehicles veh ON veh.id = dr.vehicle_id
             WHERE dr.reg_id LIKE 'DRV-B%') d
         CROSS JOIN (SELECT array_agg(id ORDER BY name) AS ids FROM companies
                     WHERE name LIKE 'Month-end Client %') c
         CROSS JOIN LATERAL (SELECT (($1 || '-01')::date + (d.k % 28)::int
           + ((6 * 60 + (d.k * 37) % (14 * 60)) || ' minutes')::interval)
           AT TIME ZONE 'Asia/Kolkata' AS start) t
       WHERE d.k % 20 < 17`,
      [month, SERVICE_TYPES],
    );
    await client.query(
      `INSERT INTO duty_slips (duty_id, number, garage_out_at, garage_out_km, garage_in_at,
         garage_in_km)
       SELECT id, replace(reg_id, 'DUT-', 'DS-'), scheduled_start, odometer_start - 10,
         scheduled_start + interval '5 hours', odometer_end + 10
       FROM duties WHERE reg_id LIKE 'DUT-M%'`,
    );
    await client.query(
      `INSERT INTO duty_slip_charges (id, duty_id, kind, amount_paise)
       SELECT gen_random_uuid(), id, 'toll', 150_00 FROM duties
       WHERE reg_id LIKE 'DUT-M%' AND substr(reg_id, 6)::int % 5 = 0`,
    );
    await client.query('ANALYZE');
    log(
      `  Month-end data for ${month}: ${made.rowCount} duties with slips, ${CLIENTS} clients, tariffs: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  await client.query('BEGIN');
  await client.query('SET LOCAL session_replication_role = replica');
  await client.query(
    `DELETE FROM invoice_lines WHERE invoice_id IN (SELECT id FROM invoices WHERE month = $1)`,
    [month],
  );
  await client.query(`DELETE FROM invoices WHERE month = $1`, [month]);
  await client.query(
    `UPDATE invoice_counters k SET last_serial = coalesce(
       (SELECT max(serial) FROM invoices i WHERE i.start_year = k.start_year), 0)
     WHERE series = 'invoice'`,
  );
  await client.query(
    `UPDATE duty_slips SET billed_at = NULL WHERE duty_id IN
       (SELECT id FROM duties WHERE reg_id LIKE 'DUT-M%')`,
  );
  await client.query('COMMIT');
  return month;
}

/** Queues one run of the month's month-end job in the measured server and waits for it. */
export async function measureMonthEnd(
  databaseUrl: string,
  serverPid: number,
  log: (line: string) => void,
): Promise<MonthEndFigures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const month = await prepareMonthEnd(client, log);
    const counts = await client.query<{ duties: number; companies: number; perDuty: number }>(
      `SELECT (SELECT count(*) FROM duties WHERE reg_id LIKE 'DUT-M%')::int AS duties,
         (SELECT count(*) FROM companies WHERE name LIKE 'Month-end Client %')::int AS companies,
         (SELECT count(*) FROM companies WHERE invoicing = 'per-duty')::int AS "perDuty"`,
    );
    const rssBeforeMb = await residentMb(serverPid);
    const run = await client.query<{ id: string }>(
      `INSERT INTO month_end_runs (month, requested_role, summary)
       VALUES ($1, 'system', '{}'::jsonb) RETURNING id`,
      [month],
    );
    const runId = run.rows[0]!.id;
    const queued = await client.query<{ id: string }>(
      `INSERT INTO pgboss.job (name, data, retry_limit) VALUES ($1, $2, 0) RETURNING id`,
      [JOB, { runId }],
    );
    let rssPeakMb = rssBeforeMb;
    const began = Date.now();
    let job: { state: string; seconds: number | null } | undefined;
    for (;;) {
      rssPeakMb = Math.max(rssPeakMb, await residentMb(serverPid));
      job = (
        await client.query<{ state: string; seconds: number | null }>(
          `SELECT state, extract(epoch FROM completed_on - started_on)::float8 AS seconds
           FROM pgboss.job WHERE name = $1 AND id = $2`,
          [JOB, queued.rows[0]!.id],
        )
      ).rows[0];
      if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) break;
      if (Date.now() - began > RUN_LIMIT_MS) throw new Error(`${JOB} did not finish`);
      await sleep(50);
    }
    const done = await client.query<{ status: string; error: string | null; summary: Summary }>(
      'SELECT status, error, summary FROM month_end_runs WHERE id = $1',
      [runId],
    );
    const { status, error, summary } = done.rows[0]!;
    if (job.state !== 'completed' || status !== 'done')
      throw new Error(`${JOB} ended ${job.state}, the run ${status}: ${error}`);
    const figures: MonthEndFigures = {
      month,
      duties: counts.rows[0]!.duties,
      companies: counts.rows[0]!.companies,
      perDutyCompanies: counts.rows[0]!.perDuty,
      vendors: summary.statements.vendors,
      seconds: Math.round((job.seconds ?? 0) * 100) / 100,
      invoices: summary.invoices.issued,
      invoicedDuties: summary.invoices.duties,
      statements: summary.statements.vendors,
      unpriced: summary.unpricedCount,
      rssBeforeMb,
      rssPeakMb,
      rssAfterMb: await residentMb(serverPid),
    };
    log(
      `  Month end ${month}: ${figures.invoices} invoices for ${figures.invoicedDuties} of ${figures.duties} duties (${figures.companies} clients, ${figures.perDutyCompanies} per duty), ${figures.statements} vendors' statements, ${figures.unpriced} unpriced, in ${figures.seconds} s; server ${rssBeforeMb} MB before, ${rssPeakMb} MB at most, ${figures.rssAfterMb} MB after`,
    );
    return figures;
  } finally {
    await client.end();
  }
}

interface Summary {
  invoices: { issued: number; duties: number };
  statements: { vendors: number };
  unpricedCount: number;
}
