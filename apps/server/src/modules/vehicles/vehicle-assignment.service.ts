import { can } from '@raahi/domain/permissions';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import { recordAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { DriverVehicleLinks } from '../drivers/driver-vehicle-links.js';
import { findVisibleVehicle } from './vehicle-access.js';
import { vehicleConflict } from './vehicle-input.js';
import { toVehicle } from './vehicle-view.js';
import type { VehiclesRepository } from './vehicles.repository.js';

/**
 * Giving a vehicle its driver and taking it back. The pair is written on both sides (the
 * vehicle's driverId, the driver's vehicleId with the vehicle's approval) in one transaction.
 */
export function createVehicleAssignmentService(deps: {
  db: Database;
  vehicles: VehiclesRepository;
  driverLinks: DriverVehicleLinks;
}) {
  const { db, vehicles, driverLinks } = deps;
  const reload = async (id: string) => toVehicle((await vehicles.findDetailed(id))!);

  return {
    /** Gives the vehicle an approved, active driver of the same vendor; one vehicle per driver. */
    async assignDriver(caller: AuthContext, id: string, driverId: string, ip: string) {
      const { vehicle } = await findVisibleVehicle(vehicles, caller, id);
      if (!can(caller.role, 'vehicles:write'))
        throw new AppError('FORBIDDEN', 'Your role may not assign drivers');
      if (vehicle.accountStatus !== 'Active')
        throw new AppError('CONFLICT', 'Only an active vehicle can be assigned a driver');
      if (vehicle.driverId)
        throw new AppError('CONFLICT', 'This vehicle already has a driver: unassign them first');
      const driver = await driverLinks.findAssignableDriver(driverId);
      if (
        !driver ||
        !driver.associatedVendors.includes(vehicle.vendorId) ||
        driver.accountStatus === 'Deleted'
      ) {
        throw new AppError('VALIDATION_FAILED', 'Choose a driver of this vehicle’s vendor', [
          { path: 'body.driverId', message: 'Not a driver of this vendor' },
        ]);
      }
      if (driver.approvalStatus !== 'Approved' || driver.accountStatus !== 'Active') {
        throw new AppError('CONFLICT', 'Only an approved, active driver can be assigned', {
          field: 'driverId',
        });
      }
      if (driver.vehicleId)
        throw new AppError('CONFLICT', 'This driver already has a vehicle', { field: 'driverId' });
      await db
        .transaction(async (tx) => {
          const updated = await vehicles.update(id, { driverId }, tx);
          await driverLinks.linkVehicle(driverId, updated, tx);
          await recordAudit(tx, actorOf(caller, ip), {
            action: 'driver-assigned',
            entity: 'vehicle',
            entityId: id,
            after: { driverId, driverName: driver.name },
          });
        })
        .catch(vehicleConflict);
      return reload(id);
    },

    async unassignDriver(caller: AuthContext, id: string, ip: string) {
      const { vehicle } = await findVisibleVehicle(vehicles, caller, id);
      if (!can(caller.role, 'vehicles:write'))
        throw new AppError('FORBIDDEN', 'Your role may not unassign drivers');
      const { driverId } = vehicle;
      if (!driverId) throw new AppError('CONFLICT', 'This vehicle has no driver');
      await db.transaction(async (tx) => {
        await vehicles.update(id, { driverId: null }, tx);
        await driverLinks.unlinkVehicle(driverId, tx);
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'driver-unassigned',
          entity: 'vehicle',
          entityId: id,
          before: { driverId },
        });
      });
      return reload(id);
    },
  };
}

export type VehicleAssignmentService = ReturnType<typeof createVehicleAssignmentService>;
