import type autocannon from 'autocannon';
import pg from 'pg';

/** Devices the OsmAnd scenario sends from: enough that none passes its 1 position/s budget. */
export const OSMAND_DEVICES = 5_000;
const PREFIX = 'bench-osmand-';

/**
 * Registers a tracking device on up to OSMAND_DEVICES vehicles, straight in the database, with
 * identifiers the bench knows (`bench-osmand-<vehicle id>`, stored as the server stores them:
 * their SHA-256). Vehicles with a device already keep it; the bench's own are reused.
 */
export async function prepareOsmandDevices(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO tracking_devices (vendor_id, vehicle_id, name, identifier_hash, identifier_hint)
       SELECT v.vendor_id, v.id, 'bench', encode(sha256(convert_to($1 || v.id, 'UTF8')), 'hex'),
         right(v.id::text, 4)
       FROM vehicles v
       WHERE NOT EXISTS (SELECT 1 FROM tracking_devices t WHERE t.vehicle_id = v.id)
       ORDER BY v.id LIMIT $2`,
      [PREFIX, OSMAND_DEVICES],
    );
    const { rows } = await client.query<{ vehicle_id: string }>(
      `SELECT vehicle_id FROM tracking_devices WHERE name = 'bench' LIMIT $1`,
      [OSMAND_DEVICES],
    );
    return rows.map((row) => `${PREFIX}${row.vehicle_id}`);
  } finally {
    await client.end();
  }
}

/**
 * What the Traccar Client sends by GET (the query-string form), from a random device near
 * Bengaluru, timestamped now: a 200 is a position committed to `positions` and to its
 * vehicle's last position.
 */
export function osmandRequests(identifiers: string[]): autocannon.Request[] {
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        const id = identifiers[Math.floor(Math.random() * identifiers.length)]!;
        const lat = (12.9 + Math.random() * 0.15).toFixed(6);
        const lon = (77.5 + Math.random() * 0.2).toFixed(6);
        const timestamp = Math.floor(Date.now() / 1000);
        return {
          ...request,
          path: `/api/positions/osmand?id=${id}&timestamp=${timestamp}&lat=${lat}&lon=${lon}&speed=12.5&bearing=90&batt=80`,
        };
      },
    },
  ];
}
