import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { drivers, duties, ratingLinks, vehicles } from '../../db/schema/index.js';

/** The duty as a rating needs it: its crew and vendor, and the passenger's phone. */
const dutyColumns = {
  id: duties.id,
  regId: duties.regId,
  status: duties.status,
  vendorId: duties.vendorId,
  driverId: duties.driverId,
  vehicleId: duties.vehicleId,
  passengers: duties.passengers,
  completedAt: duties.completedAt,
  driverName: drivers.name,
  vehicleNumber: vehicles.vehicleNumber,
};

/** The rating_links table, and the duty facts a rating copies. */
export function createRatingLinksRepository(db: Database) {
  return {
    /** The duty with its driver's name and vehicle's number. */
    findDuty: async (dutyId: string, tx: Executor = db) =>
      (
        await tx
          .select(dutyColumns)
          .from(duties)
          .leftJoin(drivers, eq(drivers.id, duties.driverId))
          .leftJoin(vehicles, eq(vehicles.id, duties.vehicleId))
          .where(eq(duties.id, dutyId))
      )[0],

    /** Makes the duty's link; false when it has one already (a completion is heard once). */
    insert: async (values: typeof ratingLinks.$inferInsert, tx: Executor = db) =>
      (await tx.insert(ratingLinks).values(values).onConflictDoNothing().returning()).length > 0,

    findByHash: async (tokenHash: string, tx: Executor = db) =>
      (await tx.select().from(ratingLinks).where(eq(ratingLinks.tokenHash, tokenHash)))[0],

    /** Spends the link; false when another request spent it first. */
    markUsed: async (dutyId: string, at: Date, tx: Executor) =>
      (
        await tx
          .update(ratingLinks)
          .set({ usedAt: at })
          .where(and(eq(ratingLinks.dutyId, dutyId), isNull(ratingLinks.usedAt)))
          .returning({ dutyId: ratingLinks.dutyId })
      ).length > 0,
  };
}

export type RatingLinksRepository = ReturnType<typeof createRatingLinksRepository>;
export type RatedDuty = NonNullable<Awaited<ReturnType<RatingLinksRepository['findDuty']>>>;
