import { isOperatorRole, isVendorRole } from '@raahi/domain/roles';
import type { AuthContext } from '../../core/auth-context.js';
import { notFound } from '../../errors.js';
import type { DriverReader } from '../drivers/driver-reader.js';
import type { DutiesRepository } from './duties.repository.js';
import { inScope, type DutyScope } from './duty-scope.js';

/** Which duties a caller may see, and a duty only when they may (404 otherwise). */
export function createDutyAccess(deps: {
  duties: Pick<DutiesRepository, 'findById'>;
  drivers: Pick<DriverReader, 'findDriverIdOfUser'>;
}) {
  async function getScope(caller: AuthContext): Promise<DutyScope> {
    if (isOperatorRole(caller.role)) return { kind: 'all' };
    if (isVendorRole(caller.role))
      return caller.vendorId
        ? { kind: 'vendor', vendorId: caller.vendorId }
        : { kind: 'driver', driverId: null };
    return { kind: 'driver', driverId: await deps.drivers.findDriverIdOfUser(caller.userId) };
  }

  /** The duty with its names if the caller may see it; anything else is 404, as if none. */
  async function findVisible(caller: AuthContext, id: string) {
    const found = await deps.duties.findById(id);
    if (!found || !inScope(await getScope(caller), found.duty)) throw notFound('Duty');
    return found;
  }

  return { getScope, findVisible };
}

export type DutyAccess = ReturnType<typeof createDutyAccess>;
