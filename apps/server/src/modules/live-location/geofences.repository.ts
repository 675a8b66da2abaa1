import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { geofencePresence, geofences, vehicles, vendors } from '../../db/schema/index.js';

export type GeofenceRow = typeof geofences.$inferSelect;
export type GeofenceValues = Pick<GeofenceRow, 'name' | 'category' | 'shape' | 'notify'>;
export interface GeofenceWithVendor {
  geofence: GeofenceRow;
  vendorName: string | null;
}

/** Geofences, and which vehicles are inside them now. */
export function createGeofencesRepository(db: Database) {
  const withVendor = {
    geofence: geofences,
    vendorName: vendors.name,
  };
  return {
    /** The operator's geofences and, for a vendor (`vendorId`), its own; all of them for null. */
    async list(vendorId: string | null): Promise<GeofenceWithVendor[]> {
      return db
        .select(withVendor)
        .from(geofences)
        .leftJoin(vendors, eq(vendors.id, geofences.vendorId))
        .where(
          vendorId === null
            ? undefined
            : or(isNull(geofences.vendorId), eq(geofences.vendorId, vendorId)),
        )
        .orderBy(asc(geofences.name), asc(geofences.id));
    },

    /** Every geofence, for watching positions. */
    async listAll(): Promise<GeofenceRow[]> {
      return db.select().from(geofences);
    },

    async findById(id: string): Promise<GeofenceWithVendor | undefined> {
      const [row] = await db
        .select(withVendor)
        .from(geofences)
        .leftJoin(vendors, eq(vendors.id, geofences.vendorId))
        .where(eq(geofences.id, id));
      return row;
    },

    async insert(
      values: GeofenceValues & { vendorId: string | null; createdBy: string | null },
      tx: Executor,
    ): Promise<GeofenceRow> {
      const [row] = await tx.insert(geofences).values(values).returning();
      return row!;
    },

    async update(id: string, values: GeofenceValues, tx: Executor): Promise<GeofenceRow> {
      const [row] = await tx
        .update(geofences)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(geofences.id, id))
        .returning();
      return row!;
    },

    /** Deletes it and the presence rows inside it (cascade). */
    async remove(id: string, tx: Executor): Promise<void> {
      await tx.delete(geofences).where(eq(geofences.id, id));
    },

    /** Who is inside what now: `vehicleId geofenceId` pairs. */
    async listPresence(): Promise<{ vehicleId: string; geofenceId: string }[]> {
      return db
        .select({ vehicleId: geofencePresence.vehicleId, geofenceId: geofencePresence.geofenceId })
        .from(geofencePresence);
    },

    /** Records the vehicle inside; false when it already was (another process saw it first). */
    async enter(
      row: { vehicleId: string; geofenceId: string; enteredAt: Date; dutyId: string | null },
      tx: Executor,
    ): Promise<boolean> {
      const inserted = await tx
        .insert(geofencePresence)
        .values(row)
        .onConflictDoNothing()
        .returning({ vehicleId: geofencePresence.vehicleId });
      return inserted.length > 0;
    },

    /** Records the vehicle outside; the duty it entered on when it was inside, else undefined. */
    async leave(
      vehicleId: string,
      geofenceId: string,
      tx: Executor,
    ): Promise<{ dutyId: string | null } | undefined> {
      const [row] = await tx
        .delete(geofencePresence)
        .where(
          and(
            eq(geofencePresence.vehicleId, vehicleId),
            eq(geofencePresence.geofenceId, geofenceId),
          ),
        )
        .returning({ dutyId: geofencePresence.dutyId });
      return row;
    },

    async vehicleNumber(vehicleId: string): Promise<string> {
      const [row] = await db
        .select({ number: vehicles.vehicleNumber })
        .from(vehicles)
        .where(eq(vehicles.id, vehicleId));
      return row?.number ?? '-';
    },
  };
}

export type GeofencesRepository = ReturnType<typeof createGeofencesRepository>;
