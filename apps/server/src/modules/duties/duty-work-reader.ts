import type { DutyWorkRepository } from './duty-work.repository.js';

/** A duty that needs someone to act. */
export interface DutyWork {
  id: string;
  regId: string;
  vendorId: string | null;
  missing: 'vendor' | 'driver' | 'vehicle' | 'crew' | null;
  pickupAddress: string;
  scheduledStart: Date;
}

function missingOf(row: {
  vendorId: string | null;
  driverId: string | null;
  vehicleId: string | null;
}): DutyWork['missing'] {
  if (!row.vendorId) return 'vendor';
  if (!row.driverId && !row.vehicleId) return 'crew';
  if (!row.driverId) return 'driver';
  if (!row.vehicleId) return 'vehicle';
  return null;
}

/** What other modules (the tasks list) read of duties needing someone, narrowly. */
export function createDutyWorkReader(repo: DutyWorkRepository) {
  const toWork = (row: Awaited<ReturnType<DutyWorkRepository['unstaffed']>>[number]) => ({
    id: row.id,
    regId: row.regId,
    vendorId: row.vendorId,
    missing: missingOf(row),
    pickupAddress: row.pickupAddress,
    scheduledStart: row.scheduledStart,
  });

  return {
    /**
     * Duties starting between `from` and `to` that lack someone: with `vendorId` null, those
     * without a vendor (the operator gives them one); else that vendor's without driver or vehicle.
     */
    async listUnstaffed(vendorId: string | null, from: Date, to: Date, limit: number) {
      return (await repo.unstaffed(vendorId, from, to, limit)).map(toWork);
    },

    /** Duties due to start between `from` and `to` and not started (every vendor's for null). */
    async listNotStarted(vendorId: string | null, from: Date, to: Date, limit: number) {
      return (await repo.notStarted(vendorId, from, to, limit)).map(toWork);
    },
  };
}

export type DutyWorkReader = ReturnType<typeof createDutyWorkReader>;
