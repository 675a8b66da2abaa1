import { isOperatorRole, isVendorRole } from '@raahi/domain/roles';
import type { AuthContext } from '../../core/auth-context.js';
import type { UserRow } from './users.repository.js';

/**
 * Whose profile a caller may read: their own; operator staff read everyone's; vendor-side users
 * read the people of their own vendor. Anything else answers 404, as if it did not exist.
 */
export function canViewUser(
  caller: AuthContext,
  target: Pick<UserRow, 'id' | 'vendorId'>,
): boolean {
  if (caller.userId === target.id) return true;
  if (isOperatorRole(caller.role)) return true;
  if (isVendorRole(caller.role))
    return caller.vendorId !== null && caller.vendorId === target.vendorId;
  return false;
}
