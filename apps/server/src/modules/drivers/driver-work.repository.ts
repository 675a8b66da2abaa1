import { and, asc, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { drivers } from '../../db/schema/index.js';

const columns = {
  id: drivers.id,
  regId: drivers.regId,
  name: drivers.name,
  dlExpiry: drivers.dlExpiry,
  submittedAt: drivers.submittedAt,
  createdAt: drivers.createdAt,
  reviewedAt: drivers.reviewedAt,
  updatedAt: drivers.updatedAt,
  rejectionReason: drivers.rejectionReason,
};

const notDeleted = ne(drivers.accountStatus, 'Deleted');
const ofVendor = (vendorId: string | null): SQL | undefined =>
  vendorId === null ? undefined : sql`${drivers.associatedVendors} @> array[${vendorId}]::uuid[]`;

/** The driver rows work queues are made of; each query reads an index and stops at `limit`. */
export function createDriverWorkRepository(db: Database) {
  return {
    /** drivers_status_idx: submitted, longest waiting first. */
    awaitingReview: (limit: number) =>
      db
        .select(columns)
        .from(drivers)
        .where(and(eq(drivers.approvalStatus, 'Pending'), notDeleted))
        .orderBy(asc(sql`coalesce(${drivers.submittedAt}, ${drivers.createdAt})`))
        .limit(limit),

    /** drivers_vendors_idx: a vendor's rejected drivers, most recently reviewed first. */
    rejected: (vendorId: string, limit: number) =>
      db
        .select(columns)
        .from(drivers)
        .where(and(ofVendor(vendorId), eq(drivers.approvalStatus, 'Rejected'), notDeleted))
        .orderBy(asc(drivers.reviewedAt))
        .limit(limit),

    /** drivers_dl_expiry_idx (all) or drivers_vendors_idx (one vendor's): licences running out. */
    licencesRunningOut: (vendorId: string | null, until: string, limit: number) =>
      db
        .select(columns)
        .from(drivers)
        .where(and(ofVendor(vendorId), lte(drivers.dlExpiry, until), notDeleted))
        .orderBy(asc(drivers.dlExpiry))
        .limit(limit),
  };
}

export type DriverWorkRepository = ReturnType<typeof createDriverWorkRepository>;
