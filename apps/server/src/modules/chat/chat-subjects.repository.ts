import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { drivers, duties, users, vendors } from '../../db/schema/index.js';
import type { Parties } from './chat-membership.js';

/**
 * Read-only: the facts of other modules' records that decide a conversation's members (a
 * duty's vendor and driver, a driver's vendors, who signs in for each). Nothing here writes.
 */
export function createChatSubjectsRepository(db: Database) {
  return {
    async duty(dutyId: string, tx: Executor = db) {
      const [row] = await tx
        .select({
          id: duties.id,
          regId: duties.regId,
          vendorId: duties.vendorId,
          driverId: duties.driverId,
        })
        .from(duties)
        .where(eq(duties.id, dutyId));
      return row;
    },

    async vendor(vendorId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: vendors.id, name: vendors.name })
        .from(vendors)
        .where(eq(vendors.id, vendorId));
      return row;
    },

    async driver(driverId: string, tx: Executor = db) {
      const [row] = await tx
        .select({
          id: drivers.id,
          name: drivers.name,
          userId: drivers.userId,
          vendorIds: drivers.associatedVendors,
        })
        .from(drivers)
        .where(eq(drivers.id, driverId));
      return row;
    },

    async driverIdOfUser(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: drivers.id })
        .from(drivers)
        .where(eq(drivers.userId, userId));
      return row?.id ?? null;
    },

    /** The accounts of the parties (operators' staff, a vendor's people, a driver), not deleted. */
    async accountsOf(parties: Parties, tx: Executor = db): Promise<string[]> {
      const who: SQL[] = [];
      if (parties.operators) who.push(inArray(users.role, ['admin', 'ADMIN_USER']));
      if (parties.vendorId)
        who.push(
          and(
            eq(users.vendorId, parties.vendorId),
            inArray(users.role, ['vendor', 'VENDOR_USER']),
          )!,
        );
      if (parties.driverId)
        who.push(
          sql`${users.id} = (select ${drivers.userId} from ${drivers} where ${drivers.id} = ${parties.driverId})`,
        );
      if (who.length === 0) return [];
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(or(...who), ne(users.accountStatus, 'Deleted')));
      return rows.map((row) => row.id);
    },

    /** The name and role of a user, for a message's author. */
    async author(userId: string) {
      const [row] = await db
        .select({ userId: users.id, name: users.name, role: users.role })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}

export type ChatSubjectsRepository = ReturnType<typeof createChatSubjectsRepository>;
