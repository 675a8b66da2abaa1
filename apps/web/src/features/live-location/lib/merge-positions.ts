import type { LivePosition, LiveVehicle } from '@raahi/domain/live-location';

/**
 * The vehicles with the new positions in place (a position older than the one shown is
 * ignored: positions of one vehicle may arrive out of order), and whether any position was of
 * a vehicle not in the list.
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
    if (vehicle.position && vehicle.position.fixTime > position.fixTime) return vehicle;
    return { ...vehicle, position };
  });
  return { vehicles: merged, unknown: seen < byVehicle.size };
}
