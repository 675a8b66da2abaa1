import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { sosAlerts } from '../../db/schema/index.js';

/** Where a driver or a duty is when SOS is pressed: the duty, its people and its last position. */
export type SosSituation = {
  driverId: string | null;
  dutyId: string | null;
  dutyRegId: string | null;
  vendorId: string | null;
  vehicleId: string | null;
  vehicleNumber: string | null;
  /** The vehicle's last position, when it has one. */
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  fixTime: Date | null;
};

export type NewSosAlert = typeof sosAlerts.$inferInsert;

export type SosAlertRow = {
  id: string;
  source: 'driver' | 'passenger';
  raised_at: Date;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  position_at: Date | null;
  duty_id: string | null;
  duty_reg_id: string | null;
  driver_id: string | null;
  driver_name: string | null;
  driver_phone: string | null;
  vehicle_id: string | null;
  vehicle_number: string | null;
  vendor_id: string | null;
  vendor_name: string | null;
  acknowledged_at: Date | null;
  acknowledged_by_name: string | null;
};

/** A duty not yet started counts as the driver's now within this many hours of its start. */
const NEAR_HOURS = 12;

// An alert with its names: the duty, driver, vehicle, vendor and acknowledger, read-only.
const VIEW = sql`
  select a.id, a.source, a.raised_at, a.latitude, a.longitude, a.accuracy, a.position_at,
    a.duty_id, du.reg_id as duty_reg_id, a.driver_id, d.name as driver_name,
    d.phone_primary as driver_phone, a.vehicle_id, v.vehicle_number, a.vendor_id,
    ven.name as vendor_name, a.acknowledged_at, u.name as acknowledged_by_name
  from sos_alerts a
  left join duties du on du.id = a.duty_id
  left join drivers d on d.id = a.driver_id
  left join vehicles v on v.id = a.vehicle_id
  left join vendors ven on ven.id = a.vendor_id
  left join users u on u.id = a.acknowledged_by`;

const scoped = (vendorId: string | null) =>
  vendorId === null ? sql`true` : sql`a.vendor_id = ${vendorId}`;

export function createSosRepository(db: Database) {
  const situationSelect = sql`
    du.reg_id as "dutyRegId", du.vendor_id as "vendorId", du.vehicle_id as "vehicleId",
    v.vehicle_number as "vehicleNumber", p.latitude, p.longitude, p.accuracy,
    p.fix_time as "fixTime"`;

  return {
    /**
     * The driver a user signs in for, with the duty it is on: the started one, else an assigned
     * or accepted one starting within NEAR_HOURS (the nearest). Duties, vehicles and the last
     * positions are joined read-only.
     */
    async situationOfDriverUser(userId: string): Promise<SosSituation | null> {
      const result = await db.execute<SosSituation>(sql`
        select d.id as "driverId", du.id as "dutyId", ${situationSelect}
        from drivers d
        left join lateral (
          select id, reg_id, vendor_id, vehicle_id from duties
          where driver_id = d.id and (status = 'Started' or (
            status in ('Assigned', 'Accepted')
            and scheduled_start between now() - make_interval(hours => ${NEAR_HOURS})
              and now() + make_interval(hours => ${NEAR_HOURS})))
          order by status = 'Started' desc,
            abs(extract(epoch from scheduled_start - now()))
          limit 1
        ) du on true
        left join vehicles v on v.id = du.vehicle_id
        left join vehicle_last_positions p on p.vehicle_id = du.vehicle_id
        where d.user_id = ${userId}
        limit 1`);
      return result.rows[0] ?? null;
    },

    /** A duty's people and its vehicle's last position (a passenger's SOS). */
    async situationOfDuty(dutyId: string): Promise<SosSituation | null> {
      const result = await db.execute<SosSituation>(sql`
        select du.driver_id as "driverId", du.id as "dutyId", ${situationSelect}
        from duties du
        left join vehicles v on v.id = du.vehicle_id
        left join vehicle_last_positions p on p.vehicle_id = du.vehicle_id
        where du.id = ${dutyId}`);
      return result.rows[0] ?? null;
    },

    /**
     * The open alert this driver (or this duty's passenger) raised most recently, holding the
     * raiser's lock until the transaction ends: two presses at once make one alert.
     */
    async findOpenOf(
      by: { raisedBy: string } | { dutyId: string; source: 'passenger' },
      tx: Executor,
    ): Promise<{ id: string } | null> {
      const raiser = 'raisedBy' in by ? by.raisedBy : `passenger:${by.dutyId}`;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sos:${raiser}`}))`);
      const where =
        'raisedBy' in by
          ? sql`raised_by = ${by.raisedBy}`
          : sql`duty_id = ${by.dutyId} and source = 'passenger'`;
      const result = await tx.execute<{ id: string }>(sql`
        select id from sos_alerts where ${where} and acknowledged_at is null
        order by raised_at desc limit 1`);
      return result.rows[0] ?? null;
    },

    async insert(alert: NewSosAlert, tx: Executor): Promise<string> {
      const [row] = await tx.insert(sosAlerts).values(alert).returning({ id: sosAlerts.id });
      return row!.id;
    },

    /** A newer position for an open alert (SOS pressed again). */
    async movePosition(
      id: string,
      position: Pick<NewSosAlert, 'latitude' | 'longitude' | 'accuracy' | 'positionAt'>,
      tx: Executor,
    ): Promise<void> {
      await tx.execute(sql`
        update sos_alerts set latitude = ${position.latitude}, longitude = ${position.longitude},
          accuracy = ${position.accuracy}, position_at = ${position.positionAt}
        where id = ${id}`);
    },

    /** One alert with its names, if the scope (every vendor's: null) holds it. */
    async find(id: string, vendorId: string | null, tx: Executor = db) {
      const result = await tx.execute<SosAlertRow>(
        sql`${VIEW} where a.id = ${id} and ${scoped(vendorId)}`,
      );
      return result.rows[0] ?? null;
    },

    /** The scope's open alerts (oldest first: the longest waiting), or its latest. */
    async list(vendorId: string | null, state: 'open' | 'all', limit: number) {
      const result = await db.execute<SosAlertRow>(
        state === 'open'
          ? sql`${VIEW} where a.acknowledged_at is null and ${scoped(vendorId)}
              order by a.raised_at limit ${limit}`
          : sql`${VIEW} where ${scoped(vendorId)} order by a.raised_at desc limit ${limit}`,
      );
      return result.rows;
    },

    /** The driver's own latest alert within the last hours: what the phone shows. */
    async latestOfDriverUser(userId: string, withinHours: number) {
      const result = await db.execute<SosAlertRow>(sql`
        ${VIEW} where a.raised_by = ${userId}
          and a.raised_at > now() - make_interval(hours => ${withinHours})
        order by a.raised_at desc limit 1`);
      return result.rows[0] ?? null;
    },

    /** Marks an open alert acknowledged; false when it was already (or is not in scope). */
    async acknowledge(id: string, vendorId: string | null, userId: string, tx: Executor) {
      const result = await tx.execute<{ id: string }>(sql`
        update sos_alerts a set acknowledged_at = now(), acknowledged_by = ${userId}
        where a.id = ${id} and a.acknowledged_at is null and ${scoped(vendorId)}
        returning a.id`);
      return result.rows.length === 1;
    },
  };
}

export type SosRepository = ReturnType<typeof createSosRepository>;
