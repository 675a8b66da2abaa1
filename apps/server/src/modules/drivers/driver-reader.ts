import type { DriversRepository } from './drivers.repository.js';

/** What other modules read of drivers, narrowly, instead of reaching into their repository. */
export function createDriverReader(drivers: Pick<DriversRepository, 'findByUserId'>) {
  return {
    /** The id of the driver record a user signs in for, or null when there is none. */
    async findDriverIdOfUser(userId: string): Promise<string | null> {
      return (await drivers.findByUserId(userId))?.id ?? null;
    },
  };
}

export type DriverReader = ReturnType<typeof createDriverReader>;
