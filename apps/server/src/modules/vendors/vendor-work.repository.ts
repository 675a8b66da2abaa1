import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { vendors } from '../../db/schema/index.js';

const columns = {
  id: vendors.id,
  regId: vendors.regId,
  name: vendors.name,
  submittedAt: vendors.submittedAt,
  createdAt: vendors.createdAt,
  reviewedAt: vendors.reviewedAt,
  updatedAt: vendors.updatedAt,
  rejectionReason: vendors.rejectionReason,
};

/** The vendor rows work queues are made of (vendors_status_idx finds them). */
export function createVendorWorkRepository(db: Database) {
  return {
    /** Submitted and not yet reviewed, longest waiting first. */
    awaitingReview: (limit: number) =>
      db
        .select(columns)
        .from(vendors)
        .where(and(eq(vendors.approvalStatus, 'Pending'), ne(vendors.accountStatus, 'Deleted')))
        .orderBy(asc(sql`coalesce(${vendors.submittedAt}, ${vendors.createdAt})`))
        .limit(limit),

    /** The vendor if its application was rejected (and it is not deleted). */
    rejected: async (vendorId: string) =>
      (
        await db
          .select(columns)
          .from(vendors)
          .where(
            and(
              eq(vendors.id, vendorId),
              eq(vendors.approvalStatus, 'Rejected'),
              ne(vendors.accountStatus, 'Deleted'),
            ),
          )
      )[0],
  };
}

export type VendorWorkRepository = ReturnType<typeof createVendorWorkRepository>;
