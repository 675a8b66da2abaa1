import type { Executor } from '../../db/client.js';
import type { DriversRepository } from './drivers.repository.js';

/**
 * What the vehicles module reads and writes of a driver, narrowly: the vehicle it drives and
 * that vehicle's approval. Both are kept on the driver's row so that a driver's page and list
 * show them without asking vehicles; the vehicles module keeps them in step, inside its own
 * transactions.
 */
export function createDriverVehicleLinks(drivers: Pick<DriversRepository, 'findById' | 'update'>) {
  return {
    /** What assigning a driver to a vehicle judges it by, or undefined when there is none. */
    async findAssignableDriver(id: string) {
      const row = await drivers.findById(id);
      return (
        row && {
          id: row.id,
          name: row.name,
          associatedVendors: row.associatedVendors,
          approvalStatus: row.approvalStatus,
          accountStatus: row.accountStatus,
          vehicleId: row.vehicleId,
        }
      );
    },

    async linkVehicle(
      driverId: string,
      vehicle: { id: string; approvalStatus: string },
      tx: Executor,
    ) {
      await drivers.update(
        driverId,
        { vehicleId: vehicle.id, vehicleApprovalStatus: vehicle.approvalStatus },
        tx,
      );
    },

    async unlinkVehicle(driverId: string, tx: Executor) {
      await drivers.update(driverId, { vehicleId: null, vehicleApprovalStatus: null }, tx);
    },

    /** Copies a change of the vehicle's approval onto its driver. */
    async updateVehicleApproval(driverId: string, status: string, tx: Executor) {
      await drivers.update(driverId, { vehicleApprovalStatus: status }, tx);
    },
  };
}

export type DriverVehicleLinks = ReturnType<typeof createDriverVehicleLinks>;
