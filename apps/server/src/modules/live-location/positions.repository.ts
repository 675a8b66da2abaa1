import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** A position to store, its device found. */
export interface PositionRow {
  vehicleId: string;
  vendorId: string;
  deviceId: string | null;
  fixTime: Date;
  latitude: number;
  longitude: number;
  speedKmph: number | null;
  course: number | null;
  altitude: number | null;
  accuracy: number | null;
  battery: number | null;
  charging: boolean | null;
  valid: boolean;
  attributes: Record<string, string>;
}

export type TrailRow = {
  latitude: number;
  longitude: number;
  fixTime: Date;
  speedKmph: number | null;
  accuracy: number | null;
  valid: boolean;
};

const column = <K extends keyof PositionRow>(rows: PositionRow[], key: K) =>
  rows.map((row) => row[key]);

/**
 * `positions` is partitioned by day outside Drizzle's model (migration 0028), so its statements
 * are written here in SQL; each position is one row of unnest()ed arrays, so a batch of any
 * size is one statement, planned once.
 */
const STORE = `
with stored as (
  insert into positions (vehicle_id, device_id, fix_time, latitude, longitude, speed_kmph,
    course, altitude, accuracy, battery, charging, valid, attributes)
  select * from unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::float8[], $5::float8[],
    $6::real[], $7::real[], $8::real[], $9::real[], $10::real[], $11::boolean[], $12::boolean[],
    $13::jsonb[])
)
insert into vehicle_last_positions as last (vehicle_id, vendor_id, device_id, fix_time, latitude,
  longitude, speed_kmph, course, altitude, accuracy, battery, charging, attributes)
select * from unnest($14::uuid[], $15::uuid[], $16::uuid[], $17::timestamptz[], $18::float8[],
  $19::float8[], $20::real[], $21::real[], $22::real[], $23::real[], $24::real[], $25::boolean[],
  $26::jsonb[])
on conflict (vehicle_id) do update set
  vendor_id = excluded.vendor_id, device_id = excluded.device_id, fix_time = excluded.fix_time,
  server_time = now(), latitude = excluded.latitude, longitude = excluded.longitude,
  speed_kmph = excluded.speed_kmph, course = excluded.course, altitude = excluded.altitude,
  accuracy = excluded.accuracy, battery = excluded.battery, charging = excluded.charging,
  attributes = excluded.attributes
where (last.fix_time <= excluded.fix_time
    and (excluded.attributes ->> 'demo' is null or last.attributes ->> 'demo' is not null))
  or (last.attributes ->> 'demo' is not null and excluded.attributes ->> 'demo' is null)
returning vehicle_id`;

export function createPositionsRepository(db: Database) {
  return {
    /**
     * Stores positions, and each vehicle's newest of them as its last position (`latest`: one
     * per vehicle, else PostgreSQL refuses to update a row twice), in one statement. A last
     * position moves only forward in time, the demo's drive never replaces a real one, and a
     * real one always replaces the demo's (whose clock is the server's): the vehicles whose last
     * position moved.
     */
    async store(rows: PositionRow[], latest: PositionRow[]): Promise<Set<string>> {
      const attributes = (list: PositionRow[]) => list.map((row) => JSON.stringify(row.attributes));
      const result = await db.$client.query<{ vehicle_id: string }>({
        name: 'store_positions',
        text: STORE,
        values: [
          column(rows, 'vehicleId'),
          column(rows, 'deviceId'),
          column(rows, 'fixTime'),
          column(rows, 'latitude'),
          column(rows, 'longitude'),
          column(rows, 'speedKmph'),
          column(rows, 'course'),
          column(rows, 'altitude'),
          column(rows, 'accuracy'),
          column(rows, 'battery'),
          column(rows, 'charging'),
          column(rows, 'valid'),
          attributes(rows),
          column(latest, 'vehicleId'),
          column(latest, 'vendorId'),
          column(latest, 'deviceId'),
          column(latest, 'fixTime'),
          column(latest, 'latitude'),
          column(latest, 'longitude'),
          column(latest, 'speedKmph'),
          column(latest, 'course'),
          column(latest, 'altitude'),
          column(latest, 'accuracy'),
          column(latest, 'battery'),
          column(latest, 'charging'),
          attributes(latest),
        ],
      });
      return new Set(result.rows.map((row) => row.vehicle_id));
    },

    /**
     * A vehicle's positions between two moments, in time order, at most `limit` (the trail of a
     * duty; the partitions outside the span are not read).
     */
    async trail(vehicleId: string, from: Date, to: Date, limit: number): Promise<TrailRow[]> {
      const result = await db.execute<TrailRow>(sql`
        select latitude, longitude, fix_time as "fixTime", speed_kmph as "speedKmph", accuracy,
          valid
        from positions
        where vehicle_id = ${vehicleId} and fix_time >= ${from.toISOString()}::timestamptz
          and fix_time <= ${to.toISOString()}::timestamptz
        order by fix_time limit ${limit}`);
      return result.rows.map((row) => ({ ...row, fixTime: new Date(row.fixTime) }));
    },

    /** Creates the missing day partitions from `first` to `last` (UTC dates); how many. */
    async createPartitions(first: string, last: string): Promise<number> {
      const result = await db.execute<{ created: number }>(
        sql`select raahi_create_position_partitions(${first}::date, ${last}::date) as created`,
      );
      return Number(result.rows[0]?.created ?? 0);
    },

    /** Drops the day partitions of days before `day` (a UTC date); how many. */
    async dropPartitionsBefore(day: string): Promise<number> {
      const result = await db.execute<{ dropped: number }>(
        sql`select raahi_drop_position_partitions(${day}::date) as dropped`,
      );
      return Number(result.rows[0]?.dropped ?? 0);
    },

    /** The days (YYYYMMDD) that have a partition, oldest first. */
    async partitionDays(): Promise<string[]> {
      const result = await db.execute<{ day: string }>(sql`
        select substr(c.relname, 11) as day from pg_inherits i
        join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'positions'::regclass order by 1`);
      return result.rows.map((row) => row.day);
    },
  };
}

export type PositionsRepository = ReturnType<typeof createPositionsRepository>;
