import { ROLES, type Role } from '@raahi/domain/roles';

// Imports the domain's roles module, and with it zod: for the signed-in screens only, never for
// the landing page's first download (see dashboard-path.ts).
export function isRole(value: unknown): value is Role {
  return ROLES.includes(value as Role);
}
