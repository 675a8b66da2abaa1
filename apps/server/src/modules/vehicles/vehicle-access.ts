import { isOperatorRole } from '@raahi/domain/roles';
import type { AuthContext } from '../../core/auth-context.js';
import { notFound } from '../../errors.js';
import type { VehiclesRepository, VehicleWithNames } from './vehicles.repository.js';

/** Whose vehicles a caller sees: null for all (the operator), else its vendor's. */
export const vendorScope = (caller: AuthContext) =>
  isOperatorRole(caller.role) ? null : caller.vendorId;

/** The operator sees every vehicle; a vendor its own that are not deleted. */
export function maySeeVehicle(caller: AuthContext, vehicle: VehicleWithNames['vehicle']) {
  const scope = vendorScope(caller);
  return (
    isOperatorRole(caller.role) ||
    (scope !== null && vehicle.vendorId === scope && vehicle.accountStatus !== 'Deleted')
  );
}

/** The vehicle with its names if the caller may see it; anything else is 404. */
export async function findVisibleVehicle(
  vehicles: Pick<VehiclesRepository, 'findById'>,
  caller: AuthContext,
  id: string,
) {
  const found = await vehicles.findById(id);
  if (!found || !maySeeVehicle(caller, found.vehicle)) throw notFound('Vehicle');
  return found;
}
