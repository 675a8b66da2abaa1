import { formatVehicleNumber } from '@raahi/domain/formats';
import type { RenewalWorkRepository } from './renewal-work.repository.js';

/** A renewed paper waiting for review: whose, which paper, since when. */
export interface RenewalWork {
  id: string;
  ownerType: 'driver' | 'vehicle';
  ownerId: string;
  ownerName: string;
  paper: string;
  since: Date;
}

/** What other modules (the tasks list) read of renewals waiting for review, narrowly. */
export function createRenewalWorkReader(repo: RenewalWorkRepository) {
  return {
    async listAwaitingReview(limit: number): Promise<RenewalWork[]> {
      return (await repo.awaitingReview(limit)).map((row) => {
        const ownerType = row.ownerType === 'driver' ? 'driver' : 'vehicle';
        const name = row.ownerName ?? '';
        return {
          id: row.id,
          ownerType,
          ownerId: row.ownerId,
          ownerName: ownerType === 'vehicle' ? formatVehicleNumber(name) : name,
          paper: row.paper,
          since: row.submittedAt,
        };
      });
    },
  };
}

export type RenewalWorkReader = ReturnType<typeof createRenewalWorkReader>;
