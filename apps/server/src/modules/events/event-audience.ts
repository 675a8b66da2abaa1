import { isMembersOnlyEvent } from '@raahi/domain/events';
import { isOperatorRole, isVendorRole, type Role } from '@raahi/domain/roles';

/** Who is looking: a socket's owner or an API caller. */
export interface Viewer {
  userId: string;
  role: string;
  vendorId: string | null;
}

/** Who may see an event besides the operators, as the outbox stores it. */
export interface Audience {
  type: string;
  vendorIds: readonly string[];
  userIds: readonly string[];
}

/**
 * The API's tenancy, for events: the operators see every event; a vendor's users see the
 * events of their vendor's records; anyone sees the events addressed to them (a driver its own
 * record and duties, staff their own account). What the database filters for `GET /api/events`.
 */
export function viewScope(viewer: Viewer): {
  all: boolean;
  vendorId: string | null;
  userId: string;
} {
  const role = viewer.role as Role;
  return {
    all: isOperatorRole(role),
    vendorId: isVendorRole(role) ? viewer.vendorId : null,
    userId: viewer.userId,
  };
}

/**
 * Whether a viewer may see an event with this audience: the same rule as `viewScope` (and the
 * repository's `listFor`); a members-only event only its addressees.
 */
export function mayReceive(viewer: Viewer, audience: Audience): boolean {
  const scope = viewScope(viewer);
  if (isMembersOnlyEvent(audience.type)) return audience.userIds.includes(scope.userId);
  return (
    scope.all ||
    (scope.vendorId !== null && audience.vendorIds.includes(scope.vendorId)) ||
    audience.userIds.includes(scope.userId)
  );
}
