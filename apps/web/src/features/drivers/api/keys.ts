import type { DriverListQuery } from '@raahi/domain/drivers';

/**
 * Every drivers query lives under ['drivers', …], so a change to one driver can refresh the
 * lists, the counts and that driver's own entries with one invalidation.
 */
export const driverKeys = {
  all: ['drivers'] as const,
  lists: () => [...driverKeys.all, 'list'] as const,
  list: (query: Partial<DriverListQuery>) => [...driverKeys.lists(), query] as const,
  detail: (id: string) => [...driverKeys.all, 'detail', id] as const,
  audit: (id: string) => [...driverKeys.all, 'audit', id] as const,
  own: () => [...driverKeys.all, 'me'] as const,
};

export const driverPath = (driverId: string) => `/accounts/drivers/${encodeURIComponent(driverId)}`;
