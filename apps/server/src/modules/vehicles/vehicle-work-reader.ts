import { formatVehicleNumber } from '@raahi/domain/formats';
import type { ComplianceItem } from '@raahi/domain/compliance';
import { complianceOf } from './vehicle-compliance.js';
import type { VehicleWorkRepository } from './vehicle-work.repository.js';

/** A vehicle that needs someone to act: which, since when, and why. */
export interface VehicleWork {
  id: string;
  regId: string;
  number: string;
  since: Date;
  reason: string | null;
}

/** A vehicle's earliest paper running out (or run out) on `validTill`. */
export interface PaperExpiry {
  id: string;
  regId: string;
  number: string;
  paper: ComplianceItem;
  validTill: string;
}

/** What other modules (the tasks list) read of vehicles waiting for someone, narrowly. */
export function createVehicleWorkReader(repo: VehicleWorkRepository) {
  return {
    /** Vehicles submitted for review, longest waiting first. */
    async listAwaitingReview(limit: number): Promise<VehicleWork[]> {
      return (await repo.awaitingReview(limit)).map((row) => ({
        id: row.id,
        regId: row.regId,
        number: formatVehicleNumber(row.vehicleNumber),
        since: row.submittedAt ?? row.createdAt,
        reason: null,
      }));
    },

    /** A vendor's vehicles whose application was rejected, to correct and resubmit. */
    async listRejected(vendorId: string, limit: number): Promise<VehicleWork[]> {
      return (await repo.rejected(vendorId, limit)).map((row) => ({
        id: row.id,
        regId: row.regId,
        number: formatVehicleNumber(row.vehicleNumber),
        since: row.reviewedAt ?? row.updatedAt,
        reason: row.rejectionReason,
      }));
    },

    /**
     * Vehicles whose earliest paper is valid till `until` or earlier (expired ones too), with
     * that paper; null vendor: every vendor's.
     */
    async listPapersRunningOut(
      vendorId: string | null,
      until: string,
      limit: number,
    ): Promise<PaperExpiry[]> {
      return (await repo.papersRunningOut(vendorId, until, limit)).map((row) => {
        const first = complianceOf(row).items.find((item) => item.validTill === row.nextExpiry);
        return {
          id: row.id,
          regId: row.regId,
          number: formatVehicleNumber(row.vehicleNumber),
          paper: first?.item ?? 'insurance',
          validTill: row.nextExpiry!,
        };
      });
    },
  };
}

export type VehicleWorkReader = ReturnType<typeof createVehicleWorkReader>;
