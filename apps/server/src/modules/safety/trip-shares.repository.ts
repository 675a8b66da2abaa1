import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tripShares } from '../../db/schema/index.js';

/** A shared duty as the passenger's page shows it; duties, crews and positions read-only. */
export type SharedDutyRow = {
  id: string;
  regId: string;
  status: string;
  scheduledEnd: Date;
  pickupAddress: string;
  dropAddress: string;
  passengers: { name: string; phone: string }[];
  driverName: string | null;
  vehicleNumber: string | null;
  vehicleModel: string | null;
  latitude: number | null;
  longitude: number | null;
  fixTime: Date | null;
};

export function createTripSharesRepository(db: Database) {
  return {
    async findDuty(dutyId: string): Promise<SharedDutyRow | null> {
      const result = await db.execute<SharedDutyRow>(sql`
        select du.id, du.reg_id as "regId", du.status, du.scheduled_end as "scheduledEnd",
          du.pickup_address as "pickupAddress", du.drop_address as "dropAddress",
          du.passengers, d.name as "driverName", v.vehicle_number as "vehicleNumber",
          nullif(trim(coalesce(v.brand, '') || ' ' || coalesce(v.vehicle_model_name, '')), '')
            as "vehicleModel",
          p.latitude, p.longitude, p.fix_time as "fixTime"
        from duties du
        left join drivers d on d.id = du.driver_id
        left join vehicles v on v.id = du.vehicle_id
        left join vehicle_last_positions p on p.vehicle_id = du.vehicle_id
        where du.id = ${dutyId}`);
      return result.rows[0] ?? null;
    },

    /** Makes the duty's link; false when it has one already (a start is heard by every process). */
    insert: async (values: typeof tripShares.$inferInsert) =>
      (await db.insert(tripShares).values(values).onConflictDoNothing().returning()).length > 0,

    findByHash: async (tokenHash: string) =>
      (await db.select().from(tripShares).where(eq(tripShares.tokenHash, tokenHash)))[0],
  };
}

export type TripSharesRepository = ReturnType<typeof createTripSharesRepository>;
