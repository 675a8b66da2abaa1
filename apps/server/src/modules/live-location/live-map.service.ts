import type { LiveVehicle } from '@raahi/domain/live-location';
import { isOperatorRole } from '@raahi/domain/roles';
import type { AuthContext } from '../../core/auth-context.js';
import type { LiveMapRepository, LiveVehicleRow } from './live-map.repository.js';

const toLiveVehicle = (row: LiveVehicleRow): LiveVehicle => ({
  vehicleId: row.vehicle_id,
  vehicleNumber: row.vehicle_number,
  category: row.category,
  vendorId: row.vendor_id,
  vendorName: row.vendor_name,
  driverName: row.driver_name,
  duty: row.duty_id ? { id: row.duty_id, regId: row.duty_reg_id! } : null,
  position:
    row.fix_time === null
      ? null
      : {
          vehicleId: row.vehicle_id,
          latitude: row.latitude!,
          longitude: row.longitude!,
          speedKmph: row.speed_kmph,
          course: row.course,
          fixTime: new Date(row.fix_time).toISOString(),
          battery: row.battery,
          charging: row.charging,
        },
});

/** The map: every vehicle the caller may see (the operator all, a vendor its own). */
export function createLiveMapService(deps: { liveMap: LiveMapRepository }) {
  return {
    async listVehicles(caller: AuthContext): Promise<LiveVehicle[]> {
      const scope = isOperatorRole(caller.role) ? null : caller.vendorId;
      // A vendor's user without a vendor sees nothing rather than everything.
      if (scope === null && !isOperatorRole(caller.role)) return [];
      return (await deps.liveMap.listVehicles(scope)).map(toLiveVehicle);
    },
  };
}

export type LiveMapService = ReturnType<typeof createLiveMapService>;
