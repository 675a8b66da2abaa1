import { addDays, todayInIndia } from '@raahi/domain/compliance';
import { SERVICE_TYPES, VEHICLE_CATEGORIES } from '@raahi/domain/lists';
import { REGISTRATION_TYPES } from '@raahi/domain/vendors';
import type pg from 'pg';

/** The large fleet of issue #9; `BENCH_SCALE` (0–1] shrinks it for a quick look. */
export interface FleetSize {
  vendors: number;
  driversPerVendor: number;
  dutiesPerDriver: number;
}

export const FULL_FLEET: FleetSize = { vendors: 2000, driversPerVendor: 50, dutiesPerDriver: 10 };

/**
 * Fills the database inside PostgreSQL with generate_series: no rows cross the wire, so the
 * million duties take tens of seconds. Every vendor has the same number of drivers, each driver
 * its own vehicle. A driver's duties are 36 days apart, so booked ones never overlap; duties
 * before today are finished (mostly Completed), later ones Requested, Assigned or Accepted.
 * A duty's client and passenger come from a hash of its number, so no name or client gathers
 * on particular days: a search walking in date order meets a name as often anywhere.
 * Bench rows carry regIds with a B (VEN-B000001) so they never meet the sequences'.
 */
export function fleetStatements(
  size: FleetSize,
  now = new Date(),
): { label: string; sql: string }[] {
  const drivers = size.vendors * size.driversPerVendor;
  const duties = drivers * size.dutiesPerDriver;
  const categories = sqlArray(
    VEHICLE_CATEGORIES.filter((c) => !c.includes('Seater') || c === '9 Seater'),
  );
  const services = sqlArray(SERVICE_TYPES);
  const registrationTypes = sqlArray(REGISTRATION_TYPES);
  const firstNames = sqlArray(FIRST_NAMES);
  const lastNames = sqlArray(LAST_NAMES);
  const cities = sqlArray(CITIES);
  // The year of duties: nine months back, three ahead, from midnight in India. Duties start
  // between 06:00 and 20:00 and end by midnight, so nights stay free for the bench's bookings.
  const yearStart = new Date(`${addDays(todayInIndia(now), -270)}T00:00:00+05:30`).toISOString();
  const today = now.toISOString();

  return [
    {
      label: 'companies',
      sql: `INSERT INTO companies (name)
        SELECT 'Bench Client ' || n FROM generate_series(1, 20) n ON CONFLICT DO NOTHING`,
    },
    {
      label: `${size.vendors} vendors and their owners`,
      sql: `WITH v AS (
          INSERT INTO vendors (reg_id, registration_type, name, email, phone, address, pan,
            operational_area, operational_states, service_types, ownername, ownermobile, ownerdob,
            approval_status, account_status, created_at)
          SELECT 'VEN-B' || lpad(n::text, 6, '0'),
            ${registrationTypes}[1 + n % ${REGISTRATION_TYPES.length}],
            ${lastNames}[1 + n % 20] || ' Travels ' || n,
            'vendor' || n || '@bench.raahi.test',
            '7' || lpad(n::text, 9, '0'),
            n || ', ' || ${cities}[1 + n % 8] || ' Main Road',
            'AAAP' || chr(65 + n % 26) || lpad((n % 10000)::text, 4, '0') || chr(65 + (n / 10000) % 26),
            jsonb_build_array(jsonb_build_object('state', 'Karnataka', 'cities', jsonb_build_array(${cities}[1 + n % 8]))),
            ARRAY['Karnataka'],
            ARRAY['Employee Pick & Drop', 'Airport Transport'],
            ${firstNames}[1 + n % 24] || ' ' || ${lastNames}[1 + n % 20],
            '8' || lpad(n::text, 9, '0'),
            date '1975-01-01' + (n % 7000),
            CASE WHEN n % 50 = 0 THEN 'Pending' WHEN n % 97 = 0 THEN 'Rejected' ELSE 'Approved' END,
            CASE WHEN n % 61 = 0 THEN 'Inactive' WHEN n % 89 = 0 THEN 'Blocked' ELSE 'Active' END,
            timestamptz '${yearStart}' + (n || ' minutes')::interval
          FROM generate_series(1, ${size.vendors}) n
          RETURNING id, reg_id, name, email, phone, approval_status, account_status)
        INSERT INTO users (reg_id, role, name, email, phone, approval_status, account_status, vendor_id)
        SELECT replace(reg_id, 'VEN-', 'USR-'), 'vendor', name, email, phone, approval_status,
          account_status, id FROM v`,
    },
    {
      label: `${drivers} drivers, their sign-in accounts and ${drivers} vehicles`,
      sql: `WITH numbered AS (
          SELECT v.id AS vendor_id, v.n AS vendor_n, d AS d,
            (v.n - 1) * ${size.driversPerVendor} + d AS n
          FROM (SELECT id, substr(reg_id, 6)::int AS n FROM vendors WHERE reg_id LIKE 'VEN-B%') v,
            generate_series(1, ${size.driversPerVendor}) d),
        u AS (
          INSERT INTO users (reg_id, role, name, phone, account_status, vendor_id)
          SELECT 'USR-D' || lpad(n::text, 7, '0'), 'driver',
            ${firstNames}[1 + n % 24] || ' ' || ${lastNames}[1 + (n / 24) % 20],
            '6' || lpad(n::text, 9, '0'), 'Active', vendor_id
          FROM numbered
          RETURNING id, reg_id, name, phone, vendor_id),
        veh AS (
          INSERT INTO vehicles (reg_id, vendor_id, category, brand, vehicle_model_name, color,
            vehicle_number, fuel_type, road_tax_valid_till, fitness_certificate, permit_number,
            permit_valid_till, insurance, emission_certificate, fire_extinguisher, first_aid_kit,
            next_expiry, compliance_missing, approval_status, account_status)
          SELECT 'VEH-B' || lpad(n::text, 7, '0'), vendor_id, ${categories}[1 + n % ${VEHICLE_CATEGORIES.filter((c) => !c.includes('Seater') || c === '9 Seater').length}],
            (ARRAY['Maruti Suzuki', 'Toyota', 'Hyundai', 'Mahindra', 'Tata', 'Kia'])[1 + n % 6],
            (ARRAY['Dzire', 'Innova Crysta', 'Aura', 'XUV700', 'Nexon EV', 'Carens'])[1 + n % 6],
            (ARRAY['White', 'Silver', 'Grey', 'Blue'])[1 + n % 4],
            'KA' || lpad((1 + n % 70)::text, 2, '0') || chr(65 + (n / 10000) % 26) || chr(65 + (n / 260000) % 26) || lpad((1 + n % 9999)::text, 4, '0'),
            (ARRAY['Diesel', 'Petrol', 'CNG', 'Electric'])[1 + n % 4],
            date '${today.slice(0, 10)}' + 200 + n % 300,
            jsonb_build_object('number', 'FC' || n, 'validTill', (date '${today.slice(0, 10)}' + 100 + n % 400)::text),
            'PRM' || n, date '${today.slice(0, 10)}' + 150 + n % 300,
            jsonb_build_object('number', 'INS' || n, 'validTill', (date '${today.slice(0, 10)}' + (n % 400) - 20)::text),
            jsonb_build_object('number', 'PUC' || n, 'validTill', (date '${today.slice(0, 10)}' + 40 + n % 180)::text),
            true, n % 5 <> 0,
            least(date '${today.slice(0, 10)}' + (n % 400) - 20, date '${today.slice(0, 10)}' + 40 + n % 180),
            false,
            CASE WHEN n % 40 = 0 THEN 'Pending' ELSE 'Approved' END,
            CASE WHEN n % 53 = 0 THEN 'Inactive' ELSE 'Active' END
          FROM numbered
          RETURNING id, reg_id)
        INSERT INTO drivers (reg_id, user_id, name, dl_number, dl_expiry, experience_years,
          phone_primary, dob, gender, associated_vendors, timings, vehicle_id, languages_known,
          service_types, approval_status, account_status, vehicle_approval_status)
        SELECT 'DRV-B' || substr(u.reg_id, 6), u.id, u.name,
          'KA' || lpad((1 + substr(u.reg_id, 6)::int % 70)::text, 2, '0') || (2005 + substr(u.reg_id, 6)::int % 18) || lpad(substr(u.reg_id, 6), 7, '0'),
          date '${today.slice(0, 10)}' + 365 + substr(u.reg_id, 6)::int % 3000,
          substr(u.reg_id, 6)::int % 25, u.phone,
          date '1970-01-01' + substr(u.reg_id, 6)::int % 10000,
          (ARRAY['Male', 'Male', 'Male', 'Female'])[1 + substr(u.reg_id, 6)::int % 4],
          ARRAY[u.vendor_id], '{"type":"24hrs","slots":[]}'::jsonb, veh.id,
          ARRAY['Kannada', 'Hindi', 'English'], ARRAY['Employee Pick & Drop', 'Airport Transport'],
          CASE WHEN substr(u.reg_id, 6)::int % 33 = 0 THEN 'Pending' ELSE 'Approved' END,
          CASE WHEN substr(u.reg_id, 6)::int % 47 = 0 THEN 'Inactive' ELSE 'Active' END,
          'Approved'
        FROM u JOIN veh ON substr(veh.reg_id, 6) = substr(u.reg_id, 6)`,
    },
    {
      label: 'vehicles point back at their drivers',
      sql: `UPDATE vehicles v SET driver_id = d.id FROM drivers d
        WHERE d.vehicle_id = v.id AND d.reg_id LIKE 'DRV-B%'`,
    },
    {
      label: `${duties} duties over a year`,
      sql: `INSERT INTO duties (reg_id, service_type, company_id, pickup_address, drop_address,
          passengers, passenger_count, vehicle_category, scheduled_start, scheduled_end, vendor_id,
          driver_id, vehicle_id, status, cancel_reason, odometer_start, odometer_end, started_at,
          completed_at, created_at)
        SELECT 'DUT-B' || lpad((d.k * ${size.dutiesPerDriver} + j)::text, 8, '0'),
          ${services}[1 + (d.k + j) % ${SERVICE_TYPES.length}],
          c.ids[1 + mod(h.n, array_length(c.ids, 1))],
          d.k || ', ' || ${cities}[1 + d.k % 8] || ' pickup',
          ${cities}[1 + (d.k + j) % 8] || ' Tech Park, Gate ' || (1 + j),
          jsonb_build_array(jsonb_build_object('name', ${firstNames}[1 + mod(h.n, ${FIRST_NAMES.length})] || ' ' || ${lastNames}[1 + mod(h.n / ${FIRST_NAMES.length}, ${LAST_NAMES.length})], 'phone', '9' || lpad(((d.k * 7 + j) % 999999999)::text, 9, '0'))),
          1 + (d.k + j) % 4, d.category, t.start, t.start + ((60 + (d.k + j) % 180) || ' minutes')::interval,
          d.vendor_id,
          CASE WHEN t.start > now() AND (d.k + j) % 10 < 3 THEN NULL ELSE d.driver_id END,
          CASE WHEN t.start > now() AND (d.k + j) % 10 < 3 THEN NULL ELSE d.vehicle_id END,
          CASE
            WHEN t.start > now() AND (d.k + j) % 10 < 3 THEN 'Requested'
            WHEN t.start > now() AND (d.k + j) % 10 < 7 THEN 'Assigned'
            WHEN t.start > now() THEN 'Accepted'
            WHEN (d.k + j) % 25 = 0 THEN 'Cancelled'
            WHEN (d.k + j) % 29 = 0 THEN 'NoShow'
            ELSE 'Completed' END,
          CASE WHEN t.start <= now() AND (d.k + j) % 25 = 0 THEN 'Client cancelled the trip' END,
          CASE WHEN t.start <= now() AND (d.k + j) % 25 <> 0 AND (d.k + j) % 29 <> 0 THEN 10000 + d.k % 90000 END,
          CASE WHEN t.start <= now() AND (d.k + j) % 25 <> 0 AND (d.k + j) % 29 <> 0 THEN 10000 + d.k % 90000 + 5 + (d.k + j) % 60 END,
          CASE WHEN t.start <= now() AND (d.k + j) % 25 <> 0 AND (d.k + j) % 29 <> 0 THEN t.start END,
          CASE WHEN t.start <= now() AND (d.k + j) % 25 <> 0 AND (d.k + j) % 29 <> 0 THEN t.start + interval '90 minutes' END,
          t.start - interval '3 days'
        FROM (SELECT row_number() OVER (ORDER BY dr.reg_id) - 1 AS k, dr.id AS driver_id,
                dr.associated_vendors[1] AS vendor_id, veh.id AS vehicle_id, veh.category
              FROM drivers dr JOIN vehicles veh ON veh.id = dr.vehicle_id
              WHERE dr.reg_id LIKE 'DRV-B%') d
          CROSS JOIN (SELECT array_agg(id) AS ids FROM companies) c
          CROSS JOIN generate_series(0, ${size.dutiesPerDriver - 1}) j
          CROSS JOIN LATERAL (SELECT timestamptz '${yearStart}'
            + ((j * 36 + d.k % 36) || ' days')::interval
            + ((6 * 60 + (d.k * 37) % (14 * 60)) || ' minutes')::interval AS start) t
          CROSS JOIN LATERAL (SELECT hashint8(d.k * ${size.dutiesPerDriver} + j)::bigint
            + 2147483648 AS n) h`,
    },
    { label: 'statistics', sql: 'ANALYZE' },
  ];
}

function sqlArray(values: readonly string[]): string {
  return `(ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}])`;
}

const FIRST_NAMES = [
  'Ravi',
  'Suresh',
  'Manjunath',
  'Ramesh',
  'Lakshmi',
  'Priya',
  'Arjun',
  'Kiran',
  'Mohammed',
  'Anil',
  'Deepa',
  'Ganesh',
  'Harish',
  'Imran',
  'Joseph',
  'Kavya',
  'Mahesh',
  'Naveen',
  'Pooja',
  'Rajesh',
  'Sunil',
  'Venkatesh',
  'Yusuf',
  'Zoya',
];
const LAST_NAMES = [
  'Kumar',
  'Gowda',
  'Reddy',
  'Sharma',
  'Naik',
  'Shetty',
  'Rao',
  'Patil',
  'Khan',
  'Iyer',
  'Nair',
  'Singh',
  'Das',
  'Pillai',
  'Hegde',
  'Murthy',
  'Prasad',
  'Joshi',
  'Menon',
  'Bhat',
];
const CITIES = [
  'Bengaluru',
  'Mysuru',
  'Mangaluru',
  'Hubballi',
  'Chennai',
  'Hyderabad',
  'Pune',
  'Mumbai',
];

export async function fleetPresent(client: pg.Client): Promise<number> {
  const result = await client.query<{ count: string }>(
    "SELECT count(*) FROM duties WHERE reg_id LIKE 'DUT-B%'",
  );
  return Number(result.rows[0]?.count ?? 0);
}

export async function generateFleet(
  client: pg.Client,
  size: FleetSize,
  log: (line: string) => void,
): Promise<void> {
  for (const { label, sql } of fleetStatements(size)) {
    const started = performance.now();
    await client.query(sql);
    log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
