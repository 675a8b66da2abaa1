import type { VendorWorkRepository } from './vendor-work.repository.js';

/** A vendor that needs someone to act: who, and since when. */
export interface VendorWork {
  id: string;
  regId: string;
  name: string;
  since: Date;
  reason: string | null;
}

/** What other modules (the tasks list) read of vendors waiting for someone, narrowly. */
export function createVendorWorkReader(repo: VendorWorkRepository) {
  return {
    /** Vendors submitted for review (operators act on them), longest waiting first. */
    async listAwaitingReview(limit: number): Promise<VendorWork[]> {
      const rows = await repo.awaitingReview(limit);
      return rows.map((row) => ({
        id: row.id,
        regId: row.regId,
        name: row.name,
        since: row.submittedAt ?? row.createdAt,
        reason: null,
      }));
    },

    /** The vendor itself when its application was rejected, to correct and resubmit. */
    async findRejected(vendorId: string): Promise<VendorWork | null> {
      const row = await repo.rejected(vendorId);
      return row
        ? {
            id: row.id,
            regId: row.regId,
            name: row.name,
            since: row.reviewedAt ?? row.updatedAt,
            reason: row.rejectionReason,
          }
        : null;
    },
  };
}

export type VendorWorkReader = ReturnType<typeof createVendorWorkReader>;
