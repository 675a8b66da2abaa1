import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** An organisation: the operator's (vendorId null) or one vendor's. */
const inOrganisation = (vendorId: string | null, roles: string[]): SQL =>
  and(
    inArray(users.role, roles),
    vendorId === null ? isNull(users.vendorId) : eq(users.vendorId, vendorId),
  )!;

/** An organisation's active people, and its staff who have not set their password yet. */
export function createOrganisationPeopleRepository(db: Database) {
  return {
    active: (vendorId: string | null, roles: string[]) =>
      db
        .select({ id: users.id, name: users.name, role: users.role })
        .from(users)
        .where(and(inOrganisation(vendorId, roles), eq(users.accountStatus, 'Active')))
        .orderBy(asc(users.name), asc(users.id)),

    /** users_vendor_id_idx (a vendor's) or users_role_created_idx (the operator's staff). */
    notJoined: (vendorId: string | null, role: string, limit: number) =>
      db
        .select({ id: users.id, name: users.name, regId: users.regId, createdAt: users.createdAt })
        .from(users)
        .where(
          and(
            inOrganisation(vendorId, [role]),
            eq(users.mustChangePassword, true),
            eq(users.accountStatus, 'Active'),
          ),
        )
        .orderBy(asc(users.createdAt))
        .limit(limit),
  };
}

export type OrganisationPeopleRepository = ReturnType<typeof createOrganisationPeopleRepository>;
