import type { LivePosition, LiveVehicle } from '@raahi/domain/live-location';

/**
 * The vehicles with the new positions in place, and whether any position was of a vehicle not
 * in the list. The server sends only positions that moved a vehicle's last position (never
 * back in time), so each replaces the one shown.
 */
export function mergePositions(
  vehicles: LiveVehicle[],
  positions: LivePosition[],
): { vehicles: LiveVehicle[]; unknown: boolean } {
  const byVehicle = new Map(positions.map((position) => [position.vehicleId, position]));
  let seen = 0;
  const merged = vehicles.map((vehicle) => {
    const position = byVehicle.get(vehicle.vehicleId);
    if (!position) return vehicle;
    seen++;
    return { ...vehicle, position };
  });
  return { vehicles: merged, unknown: seen < byVehicle.size };
}
