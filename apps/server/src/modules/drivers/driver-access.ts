import { isOperatorRole, isVendorRole } from '@raahi/domain/roles';
import type { AuthContext } from '../../core/auth-context.js';
import { notFound } from '../../errors.js';
import type { DriverRow, DriverScope, DriversRepository } from './drivers.repository.js';

/** Whose drivers a caller sees: all (operator), its vendor's, or its own record (a driver). */
export function scopeOf(caller: AuthContext): DriverScope {
  if (isOperatorRole(caller.role)) return { kind: 'all' };
  if (isVendorRole(caller.role) && caller.vendorId)
    return { kind: 'vendor', vendorId: caller.vendorId };
  return { kind: 'self', userId: caller.userId };
}

/** The operator sees every driver; a vendor its own, a driver itself, while not deleted. */
export function maySeeDriver(caller: AuthContext, row: DriverRow) {
  const scope = scopeOf(caller);
  return (
    scope.kind === 'all' ||
    (row.accountStatus !== 'Deleted' &&
      (scope.kind === 'vendor'
        ? row.associatedVendors.includes(scope.vendorId)
        : row.userId === scope.userId))
  );
}

/** The driver if the caller may see it; anything else is 404, as if it did not exist. */
export async function findVisibleDriver(
  drivers: Pick<DriversRepository, 'findById'>,
  caller: AuthContext,
  id: string,
) {
  const row = await drivers.findById(id);
  if (!row || !maySeeDriver(caller, row)) throw notFound('Driver');
  return row;
}
