import { vehicleState, type LiveVehicle, type VehicleState } from '@raahi/domain/live-location';

/** The map's colour for each state; the list and legend use the same. */
export const STATE_COLOURS: Record<VehicleState, string> = {
  'on-duty': '#2e7d32',
  free: '#1565c0',
  stale: '#b26a00',
  offline: '#6b6b6b',
};

export type ShownVehicle = LiveVehicle & { state: VehicleState };

/** Whether a vehicle has a started duty, whatever its position's age. */
export const DUTY_FILTERS = ['with', 'without'] as const;

export interface VehicleFilter {
  search: string;
  state: VehicleState | '';
  /** One vendor's vehicles (the operator's list); '' or absent for every vendor. */
  vendorId?: string;
  duty?: (typeof DUTY_FILTERS)[number] | '';
}

/** Each vehicle with its state now. */
export function withStates(vehicles: LiveVehicle[], now: number): ShownVehicle[] {
  return vehicles.map((vehicle) => ({
    ...vehicle,
    state: vehicleState(vehicle.position?.fixTime ?? null, vehicle.duty !== null, now),
  }));
}

/**
 * The vehicles a search (number, driver, vendor or duty, any case), a state, a vendor and
 * having a duty or not keep.
 */
export function filterVehicles(vehicles: ShownVehicle[], filter: VehicleFilter): ShownVehicle[] {
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return vehicles.filter((vehicle) => {
    if (filter.state && vehicle.state !== filter.state) return false;
    if (filter.vendorId && vehicle.vendorId !== filter.vendorId) return false;
    if (filter.duty && (vehicle.duty !== null) !== (filter.duty === 'with')) return false;
    const text = [
      vehicle.vehicleNumber,
      vehicle.driverName,
      vehicle.vendorName,
      vehicle.duty?.regId,
    ]
      .filter(Boolean)
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The vendors of the vehicles, by name: the choices of the vendor filter. */
export function vendorsOf(vehicles: ShownVehicle[]): { id: string; name: string }[] {
  const names = new Map(vehicles.map((vehicle) => [vehicle.vendorId, vehicle.vendorName]));
  return [...names]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** How many vehicles are in each state. */
export function countStates(vehicles: ShownVehicle[]): Record<VehicleState, number> {
  const counts: Record<VehicleState, number> = { 'on-duty': 0, free: 0, stale: 0, offline: 0 };
  for (const vehicle of vehicles) counts[vehicle.state]++;
  return counts;
}
