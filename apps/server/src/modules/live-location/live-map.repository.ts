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
     * What the demo's drive moves: active approved vehicles without a real device, with
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
        order by v.id limit 200`);
      return result.rows;
    },
  };
}

export type LiveMapRepository = ReturnType<typeof createLiveMapRepository>;
