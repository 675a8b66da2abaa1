import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { trackingDevices, vehicleLastPositions, vehicles } from '../../db/schema/index.js';

export type DeviceRow = typeof trackingDevices.$inferSelect;

// The vehicles table is joined read-only, for the vehicle's number; the last position for when
// the device was last heard of.
const columns = {
  device: trackingDevices,
  vehicleNumber: vehicles.vehicleNumber,
  lastFixAt: vehicleLastPositions.fixTime,
};

export type DeviceWithNames = { device: DeviceRow; vehicleNumber: string; lastFixAt: Date | null };

/** What ingest needs of a device, found by its identifier's hash. */
export interface DeviceKey {
  deviceId: string;
  vehicleId: string;
  vendorId: string;
}

export function createDevicesRepository(db: Database) {
  const withNames = (executor: Executor) =>
    executor
      .select(columns)
      .from(trackingDevices)
      .innerJoin(vehicles, eq(vehicles.id, trackingDevices.vehicleId))
      .leftJoin(vehicleLastPositions, eq(vehicleLastPositions.vehicleId, trackingDevices.vehicleId))
      .$dynamic();

  const findKey = db
    .select({
      deviceId: trackingDevices.id,
      vehicleId: trackingDevices.vehicleId,
      vendorId: trackingDevices.vendorId,
    })
    .from(trackingDevices)
    .where(eq(trackingDevices.identifierHash, sql.placeholder('hash')))
    .prepare('tracking_device_by_hash');

  return {
    async findByHash(identifierHash: string): Promise<DeviceKey | null> {
      const [row] = await findKey.execute({ hash: identifierHash });
      return row ?? null;
    },

    async findById(id: string): Promise<DeviceWithNames | null> {
      const [row] = await withNames(db).where(eq(trackingDevices.id, id));
      return row ?? null;
    },

    /** Every device, or one vendor's, by vehicle number. */
    async list(vendorId: string | null): Promise<DeviceWithNames[]> {
      return withNames(db)
        .where(vendorId === null ? undefined : eq(trackingDevices.vendorId, vendorId))
        .orderBy(asc(vehicles.vehicleNumber));
    },

    async insert(tx: Executor, row: typeof trackingDevices.$inferInsert): Promise<DeviceRow> {
      const [inserted] = await tx.insert(trackingDevices).values(row).returning();
      return inserted!;
    },

    async replaceIdentifier(
      tx: Executor,
      id: string,
      identifier: { identifierHash: string; identifierHint: string },
    ): Promise<void> {
      await tx
        .update(trackingDevices)
        .set({ ...identifier, rotatedAt: new Date() })
        .where(eq(trackingDevices.id, id));
    },

    async remove(tx: Executor, id: string): Promise<void> {
      await tx.delete(trackingDevices).where(eq(trackingDevices.id, id));
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
