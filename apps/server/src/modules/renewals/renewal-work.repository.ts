import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { drivers, renewals, vehicles } from '../../db/schema/index.js';

/** Renewals waiting for the operator's review (the partial renewals_one_pending_key holds them). */
export function createRenewalWorkRepository(db: Database) {
  return {
    // Drivers' and vehicles' tables are joined read-only, for the owner's name or number.
    awaitingReview: (limit: number) =>
      db
        .select({
          id: renewals.id,
          ownerType: renewals.ownerType,
          ownerId: renewals.ownerId,
          paper: renewals.paper,
          submittedAt: renewals.submittedAt,
          ownerName: sql<string | null>`coalesce(${drivers.name}, ${vehicles.vehicleNumber})`,
        })
        .from(renewals)
        .leftJoin(drivers, and(eq(renewals.ownerType, 'driver'), eq(drivers.id, renewals.ownerId)))
        .leftJoin(
          vehicles,
          and(eq(renewals.ownerType, 'vehicle'), eq(vehicles.id, renewals.ownerId)),
        )
        .where(eq(renewals.status, 'Pending'))
        .orderBy(asc(renewals.submittedAt))
        .limit(limit),
  };
}

export type RenewalWorkRepository = ReturnType<typeof createRenewalWorkRepository>;
