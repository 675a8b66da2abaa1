import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { duties, dutyVendorFailures } from '../../db/schema/index.js';

/** The duty_vendor_failures table: a vendor's vehicle that did not report for a duty. */
export function createDutyVendorFailuresRepository(db: Database) {
  return {
    /** Records the failure; a second record of the same duty and vendor keeps the first. */
    async record(values: typeof dutyVendorFailures.$inferInsert, tx: Executor) {
      await tx.insert(dutyVendorFailures).values(values).onConflictDoNothing();
    },

    /**
     * The failures of duties due in [from, to), with each duty's number: one vendor's, several
     * vendors', or every vendor's, in one read.
     */
    listDue: (range: { from: Date; to: Date; vendorIds?: readonly string[] }, tx: Executor = db) =>
      range.vendorIds?.length === 0
        ? Promise.resolve([])
        : tx
            .select({
              dutyId: dutyVendorFailures.dutyId,
              vendorId: dutyVendorFailures.vendorId,
              regId: duties.regId,
              recordedAt: dutyVendorFailures.recordedAt,
            })
            .from(dutyVendorFailures)
            .innerJoin(duties, eq(duties.id, dutyVendorFailures.dutyId))
            .where(
              and(
                gte(dutyVendorFailures.dueAt, range.from),
                lt(dutyVendorFailures.dueAt, range.to),
                range.vendorIds
                  ? inArray(dutyVendorFailures.vendorId, [...range.vendorIds])
                  : undefined,
              ),
            )
            .orderBy(asc(dutyVendorFailures.recordedAt)),
  };
}

export type DutyVendorFailuresRepository = ReturnType<typeof createDutyVendorFailuresRepository>;
