import { and, asc, eq, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { vehicles } from '../../db/schema/index.js';

const columns = {
  id: vehicles.id,
  regId: vehicles.regId,
  vehicleNumber: vehicles.vehicleNumber,
  vendorId: vehicles.vendorId,
  roadTaxValidTill: vehicles.roadTaxValidTill,
  fitnessCertificate: vehicles.fitnessCertificate,
  permitValidTill: vehicles.permitValidTill,
  insurance: vehicles.insurance,
  emissionCertificate: vehicles.emissionCertificate,
  nextExpiry: vehicles.nextExpiry,
  submittedAt: vehicles.submittedAt,
  createdAt: vehicles.createdAt,
  reviewedAt: vehicles.reviewedAt,
  updatedAt: vehicles.updatedAt,
  rejectionReason: vehicles.rejectionReason,
};

export type VehicleWorkRow = Awaited<
  ReturnType<ReturnType<typeof createVehicleWorkRepository>['awaitingReview']>
>[number];

const notDeleted = ne(vehicles.accountStatus, 'Deleted');
const ofVendor = (vendorId: string | null): SQL | undefined =>
  vendorId === null ? undefined : eq(vehicles.vendorId, vendorId);

/** The vehicle rows work queues are made of; each query reads an index and stops at `limit`. */
export function createVehicleWorkRepository(db: Database) {
  return {
    /** vehicles_status_idx: submitted, longest waiting first. */
    awaitingReview: (limit: number) =>
      db
        .select(columns)
        .from(vehicles)
        .where(and(eq(vehicles.approvalStatus, 'Pending'), notDeleted))
        .orderBy(asc(sql`coalesce(${vehicles.submittedAt}, ${vehicles.createdAt})`))
        .limit(limit),

    /** vehicles_vendor_idx: a vendor's rejected vehicles. */
    rejected: (vendorId: string, limit: number) =>
      db
        .select(columns)
        .from(vehicles)
        .where(and(ofVendor(vendorId), eq(vehicles.approvalStatus, 'Rejected'), notDeleted))
        .orderBy(asc(vehicles.reviewedAt))
        .limit(limit),

    /** vehicles_next_expiry_idx: the earliest paper valid till `until` or earlier. */
    papersRunningOut: (vendorId: string | null, until: string, limit: number) =>
      db
        .select(columns)
        .from(vehicles)
        .where(
          and(
            ofVendor(vendorId),
            isNotNull(vehicles.nextExpiry),
            lte(vehicles.nextExpiry, until),
            notDeleted,
          ),
        )
        .orderBy(asc(vehicles.nextExpiry))
        .limit(limit),
  };
}

export type VehicleWorkRepository = ReturnType<typeof createVehicleWorkRepository>;
