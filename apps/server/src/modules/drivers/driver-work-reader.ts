import type { DriverWorkRepository } from './driver-work.repository.js';

/** A driver that needs someone to act: who, since when, and why. */
export interface DriverWork {
  id: string;
  regId: string;
  name: string;
  since: Date;
  reason: string | null;
}

/** A driving licence running out (or run out) on `validTill`. */
export interface LicenceExpiry {
  id: string;
  regId: string;
  name: string;
  validTill: string;
}

/** What other modules (the tasks list) read of drivers waiting for someone, narrowly. */
export function createDriverWorkReader(repo: DriverWorkRepository) {
  return {
    /** Drivers submitted for review, longest waiting first. */
    async listAwaitingReview(limit: number): Promise<DriverWork[]> {
      return (await repo.awaitingReview(limit)).map((row) => ({
        id: row.id,
        regId: row.regId,
        name: row.name,
        since: row.submittedAt ?? row.createdAt,
        reason: null,
      }));
    },

    /** A vendor's drivers whose application was rejected, to correct and resubmit. */
    async listRejected(vendorId: string, limit: number): Promise<DriverWork[]> {
      return (await repo.rejected(vendorId, limit)).map((row) => ({
        id: row.id,
        regId: row.regId,
        name: row.name,
        since: row.reviewedAt ?? row.updatedAt,
        reason: row.rejectionReason,
      }));
    },

    /** Licences valid till `until` or earlier (expired ones too); null vendor: every driver's. */
    async listLicencesRunningOut(
      vendorId: string | null,
      until: string,
      limit: number,
    ): Promise<LicenceExpiry[]> {
      return (await repo.licencesRunningOut(vendorId, until, limit)).map((row) => ({
        id: row.id,
        regId: row.regId,
        name: row.name,
        validTill: row.dlExpiry,
      }));
    },
  };
}

export type DriverWorkReader = ReturnType<typeof createDriverWorkReader>;
