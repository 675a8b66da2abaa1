import type { VehicleListQuery } from '@raahi/domain/vehicles';

/**
 * Every vehicles query lives under ['vehicles', …], so a change to one vehicle can refresh the
 * lists, the compliance counts and that vehicle's own entries with one invalidation.
 */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  lists: () => [...vehicleKeys.all, 'list'] as const,
  list: (query: Partial<VehicleListQuery>) => [...vehicleKeys.lists(), query] as const,
  summary: () => [...vehicleKeys.all, 'compliance-summary'] as const,
  detail: (id: string) => [...vehicleKeys.all, 'detail', id] as const,
  audit: (id: string) => [...vehicleKeys.all, 'audit', id] as const,
};

export const vehiclePath = (vehicleId: string) =>
  `/records/vehicles/${encodeURIComponent(vehicleId)}`;
