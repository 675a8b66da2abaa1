import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
// Reads the users and drivers tables (read-only): who is told that a duty moved.
import { drivers, users } from '../../db/schema/index.js';

/** The people a duty's news goes to. */
export function createDutyRecipientsRepository(db: Database) {
  return {
    /** Active operators, the active users of these vendors, and these drivers' own accounts. */
    async listRecipients(parties: { vendorIds: string[]; driverIds: string[] }) {
      const { vendorIds, driverIds } = parties;
      return db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.accountStatus, 'Active'),
            or(
              inArray(users.role, ['admin', 'ADMIN_USER']),
              vendorIds.length > 0
                ? and(
                    inArray(users.role, ['vendor', 'VENDOR_USER']),
                    inArray(users.vendorId, vendorIds),
                  )
                : undefined,
              driverIds.length > 0
                ? inArray(
                    users.id,
                    db
                      .select({ id: drivers.userId })
                      .from(drivers)
                      .where(inArray(drivers.id, driverIds)),
                  )
                : undefined,
            ),
          ),
        );
    },
  };
}

export type DutyRecipientsRepository = ReturnType<typeof createDutyRecipientsRepository>;
