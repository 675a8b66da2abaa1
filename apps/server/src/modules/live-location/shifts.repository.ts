import { SHIFT_MAX_HOURS } from '@raahi/domain/live-location';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { driverShifts, vendorTrackingSettings } from '../../db/schema/index.js';

/** The vehicle a driver drives (its own, approved and active) and whether its vendor allows shifts. */
export type DriverVehicleRow = {
  vehicleId: string;
  vendorId: string;
  vehicleNumber: string;
  shareOnShift: boolean;
};

export type OpenShiftRow = {
  id: string;
  vehicleId: string;
  vendorId: string;
  vehicleNumber: string;
  startedAt: Date;
};

/** Drivers' shifts and vendors' tracking settings. */
export function createShiftsRepository(db: Database) {
  return {
    async shareOnShift(vendorId: string): Promise<boolean> {
      const [row] = await db
        .select({ share: vendorTrackingSettings.shareOnShift })
        .from(vendorTrackingSettings)
        .where(eq(vendorTrackingSettings.vendorId, vendorId));
      return row?.share ?? false;
    },

    async setShareOnShift(vendorId: string, share: boolean, by: string, tx: Executor) {
      await tx
        .insert(vendorTrackingSettings)
        .values({ vendorId, shareOnShift: share, updatedBy: by })
        .onConflictDoUpdate({
          target: vendorTrackingSettings.vendorId,
          set: { shareOnShift: share, updatedBy: by, updatedAt: sql`now()` },
        });
    },

    async driverVehicle(userId: string): Promise<DriverVehicleRow | null> {
      const result = await db.execute<DriverVehicleRow>(sql`
        select v.id as "vehicleId", v.vendor_id as "vendorId", v.vehicle_number as "vehicleNumber",
          coalesce(s.share_on_shift, false) as "shareOnShift"
        from drivers d
        join vehicles v on v.driver_id = d.id
        left join vendor_tracking_settings s on s.vendor_id = v.vendor_id
        where d.user_id = ${userId}
          and v.approval_status = 'Approved' and v.account_status = 'Active'
        limit 1`);
      return result.rows[0] ?? null;
    },

    /** The driver's open shift, unless it has run past SHIFT_MAX_HOURS. */
    async openShift(userId: string): Promise<OpenShiftRow | null> {
      const result = await db.execute<OpenShiftRow>(sql`
        select s.id, s.vehicle_id as "vehicleId", s.vendor_id as "vendorId",
          v.vehicle_number as "vehicleNumber", s.started_at as "startedAt"
        from driver_shifts s join vehicles v on v.id = s.vehicle_id
        where s.driver_user_id = ${userId} and s.ended_at is null
          and s.started_at > now() - make_interval(hours => ${SHIFT_MAX_HOURS})`);
      const row = result.rows[0];
      return row ? { ...row, startedAt: new Date(row.startedAt) } : null;
    },

    /** Opens a shift; a forgotten one past its hours is closed first. Null if one is open. */
    async start(
      row: { driverUserId: string; vehicleId: string; vendorId: string },
      tx: Executor,
    ): Promise<{ id: string } | null> {
      await tx
        .update(driverShifts)
        .set({
          endedAt: sql`${driverShifts.startedAt} + make_interval(hours => ${SHIFT_MAX_HOURS})`,
        })
        .where(
          and(
            eq(driverShifts.driverUserId, row.driverUserId),
            isNull(driverShifts.endedAt),
            sql`${driverShifts.startedAt} <= now() - make_interval(hours => ${SHIFT_MAX_HOURS})`,
          ),
        );
      const [created] = await tx
        .insert(driverShifts)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: driverShifts.id });
      return created ?? null;
    },

    /** Ends the driver's open shift; its id, or null when none was open. */
    async end(userId: string, tx: Executor): Promise<{ id: string } | null> {
      const [ended] = await tx
        .update(driverShifts)
        .set({ endedAt: sql`now()` })
        .where(and(eq(driverShifts.driverUserId, userId), isNull(driverShifts.endedAt)))
        .returning({ id: driverShifts.id });
      return ended ?? null;
    },
  };
}

export type ShiftsRepository = ReturnType<typeof createShiftsRepository>;
