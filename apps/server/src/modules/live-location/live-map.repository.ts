import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { DemoVehicle } from './demo-drive.js';

export type LiveVehicleRow = {
  vehicle_id: string;
  vehicle_number: string;
  category: string;
  vendor_id: string;
  vendor_name: string;
  driver_name: string | null;
  duty_id: string | null;
  duty_reg_id: string | null;
  fix_time: Date | null;
  latitude: number | null;
  longitude: number | null;
  speed_kmph: number | null;
  course: number | null;
  battery: number | null;
  charging: boolean | null;
};

export type DriverDutyRow = {
  dutyId: string;
  regId: string;
  vehicleId: string;
  vendorId: string;
  vehicleNumber: string;
};

/** The most vehicles one map answer holds; a fleet larger than this is filtered first. */
export const LIVE_VEHICLES_MAX = 10_000;

export function createLiveMapRepository(db: Database) {
  return {
    /**
     * Approved vehicles (and any with a position), every vendor's or one's, with each one's
     * started duty and that duty's driver (else the vehicle's own). Vendors, drivers and duties
     * are joined read-only, for names and the duty the map colours by.
     */
    async listVehicles(vendorId: string | null): Promise<LiveVehicleRow[]> {
      const result = await db.execute<LiveVehicleRow>(sql`
        select v.id as vehicle_id, v.vehicle_number, v.category, v.vendor_id,
          ven.name as vendor_name, d.name as driver_name, du.id as duty_id,
          du.reg_id as duty_reg_id, p.fix_time, p.latitude, p.longitude, p.speed_kmph,
          p.course, p.battery, p.charging
        from vehicles v
        join vendors ven on ven.id = v.vendor_id
        left join vehicle_last_positions p on p.vehicle_id = v.id
        left join lateral (
          select id, reg_id, driver_id from duties
          where vehicle_id = v.id and status = 'Started'
          order by started_at desc nulls last limit 1
        ) du on true
        left join drivers d on d.id = coalesce(du.driver_id, v.driver_id)
        where v.account_status <> 'Deleted'
          and (v.approval_status = 'Approved' or p.vehicle_id is not null)
          ${vendorId === null ? sql`` : sql`and v.vendor_id = ${vendorId}`}
        order by v.vehicle_number
        limit ${LIVE_VEHICLES_MAX}`);
      return result.rows;
    },

    /**
     * The started duty of the driver a user signs in for, with its vehicle: what the phone's
     * positions are stored for. Duties, drivers and vehicles are joined read-only.
     */
    async startedDutyOfDriverUser(userId: string): Promise<DriverDutyRow | null> {
      const result = await db.execute<DriverDutyRow>(sql`
        select du.id as "dutyId", du.reg_id as "regId", du.vehicle_id as "vehicleId",
          v.vendor_id as "vendorId", v.vehicle_number as "vehicleNumber"
        from duties du
        join drivers d on d.id = du.driver_id
        join vehicles v on v.id = du.vehicle_id
        where d.user_id = ${userId} and du.status = 'Started'
        order by du.started_at desc nulls last limit 1`);
      return result.rows[0] ?? null;
    },

    /**
     * What the demo's drive moves: active approved vehicles without a real device (nor a last
     * position from one, such as a driver's phone), with
     * whether their vendor works in Delhi and whether a duty of theirs is started.
     */
    async demoVehicles(): Promise<DemoVehicle[]> {
      const result = await db.execute<DemoVehicle>(sql`
        select v.id as "vehicleId", v.vendor_id as "vendorId",
          'DL' = any(ven.operational_states) as delhi,
          exists (select 1 from duties du where du.vehicle_id = v.id and du.status = 'Started')
            as "onDuty"
        from vehicles v join vendors ven on ven.id = v.vendor_id
        where v.approval_status = 'Approved' and v.account_status = 'Active'
          and not exists (select 1 from tracking_devices t where t.vehicle_id = v.id)
          and not exists (
            select 1 from vehicle_last_positions p
            where p.vehicle_id = v.id and p.attributes ->> 'demo' is null
          )
        order by v.id limit 200`);
      return result.rows;
    },
  };
}

export type LiveMapRepository = ReturnType<typeof createLiveMapRepository>;
