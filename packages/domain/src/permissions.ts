import { isOperatorRole, isVendorRole, ROLES, type Role } from './roles';

export const ACTIONS = [
  'dashboard:view',
  'profile:own',
  'vendors:list',
  'vendors:read',
  'vendors:update',
  'vendors:review',
  'vendors:manage-status',
  'drivers:read',
  'drivers:write',
  'drivers:review',
  'drivers:manage-status',
  'vehicles:read',
  'vehicles:write',
  'vehicles:review',
  'vehicles:manage-status',
  'employees:manage',
  'admins:create',
  'companies:manage',
  'duties:read',
  'duties:book',
  'duties:assign-vendor',
  'duties:assign-driver',
  'duties:drive',
  // Starting or completing a duty that the time and distance checks refuse, with a reason.
  'duties:override',
  // Recording that a vendor's vehicle did not report for a duty (a penalty on its statement).
  'duties:record-vendor-failure',
  // Changing a duty slip's filled figures, with a reason, until it is billed.
  'duty-slips:correct',
  // Reading the ratings of duties in scope, and rating a completed duty's driver and vehicle.
  'ratings:read',
  'ratings:rate',
  // Hiding a rating's comment (the operator's staff).
  'ratings:moderate',
  // Reading reports and exporting them, each role within its own scope (a driver its own).
  'reports:read',
  'audit:read',
  'settings:manage',
  // The operator's legal details on invoices: its staff read them, the admin changes them.
  'company-profile:read',
  'company-profile:manage',
  // Issuing GST invoices and credit notes to client companies, and their registers.
  'invoices:manage',
] as const;
export type Action = (typeof ACTIONS)[number];

function without(actions: readonly Action[], removed: readonly Action[]): Action[] {
  return actions.filter((action) => !removed.includes(action));
}

const VENDOR_ACTIONS = [
  'dashboard:view',
  'profile:own',
  'vendors:read',
  'vendors:update',
  'drivers:read',
  'drivers:write',
  'drivers:manage-status',
  'vehicles:read',
  'vehicles:write',
  'vehicles:manage-status',
  'employees:manage',
  'duties:read',
  'duties:assign-driver',
  // Many drivers work without the app: their vendor accepts, starts and closes duties for them.
  'duties:drive',
  'duty-slips:correct',
  'ratings:read',
  'ratings:rate',
  'reports:read',
  'audit:read',
] as const satisfies readonly Action[];

// The table decides only whether a role may perform an action at all. Tenancy (which vendor's
// drivers, vehicles, staff and duties, or a driver's own duties) is enforced by the server's
// queries, which answer 404 for anything outside the caller's scope.
export const PERMISSIONS = {
  admin: ACTIONS,
  ADMIN_USER: without(ACTIONS, ['employees:manage', 'admins:create', 'company-profile:manage']),
  vendor: VENDOR_ACTIONS,
  VENDOR_USER: without(VENDOR_ACTIONS, ['employees:manage', 'vendors:update']),
  driver: ['dashboard:view', 'profile:own', 'duties:read', 'duties:drive', 'reports:read'],
} as const satisfies Record<Role, readonly Action[]>;

export function can(role: Role, action: Action): boolean {
  const allowed: readonly Action[] = PERMISSIONS[role];
  return allowed.includes(action);
}

/** The roles that may perform an action: what a server route declares as its access rule. */
export function rolesAllowed(action: Action): Role[] {
  return ROLES.filter((role) => can(role, action));
}

// Who a feature serves, beyond the table's actions: the shell reads these on every page.

/** Who hears a driver's or passenger's SOS (safety.ts): the operator's people and vendors'. */
export const SOS_ROLES = ['admin', 'ADMIN_USER', 'vendor', 'VENDOR_USER'] as const;

/** The roles with a work queue (tasks.ts); drivers have their duties instead. */
export function hasTaskQueue(role: Role): boolean {
  return isOperatorRole(role) || isVendorRole(role);
}
