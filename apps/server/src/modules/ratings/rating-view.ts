import type { Rating } from '@raahi/domain/ratings';
import { RATING_EDIT_HOURS, type RatingTag } from '@raahi/domain/rating-constants';
import type { RatingListRow } from './ratings.repository.js';

const HOUR_MS = 3_600_000;

/** Until when a staff rating may be changed; a passenger's is final once given. */
export const editableUntil = (row: { raterKind: string; createdAt: Date }) =>
  row.raterKind === 'passenger'
    ? null
    : new Date(row.createdAt.getTime() + RATING_EDIT_HOURS * HOUR_MS);

/**
 * A rating as the API answers it. A hidden comment is blanked for everyone but the operator's
 * staff (`seesHidden`), who hid it and may need to read it again.
 */
export function toRating(row: RatingListRow, seesHidden: boolean, callerId: string): Rating {
  const { rating } = row;
  const hidden = rating.commentHiddenAt !== null;
  return {
    id: rating.id,
    duty: { id: rating.dutyId, regId: row.dutyRegId! },
    score: rating.score,
    tags: rating.tags as RatingTag[],
    comment: hidden && !seesHidden ? null : rating.comment,
    commentHidden: hidden,
    rater: {
      kind: rating.raterKind as Rating['rater']['kind'],
      name: rating.raterKind === 'passenger' ? null : row.raterName,
    },
    mine: rating.raterId === callerId,
    driver: rating.driverId ? { id: rating.driverId, name: row.driverName ?? '' } : null,
    vehicle: rating.vehicleId ? { id: rating.vehicleId, number: row.vehicleNumber ?? '' } : null,
    vendor: rating.vendorId ? { id: rating.vendorId, name: row.vendorName ?? '' } : null,
    createdAt: rating.createdAt.toISOString(),
    updatedAt: rating.updatedAt.toISOString(),
    editableUntil: editableUntil(rating)?.toISOString() ?? null,
  };
}

/** Average (one decimal's worth of precision kept), count and 1–5 distribution of score counts. */
export function summaryOf(scores: { score: number; n: number }[]) {
  const distribution = [0, 0, 0, 0, 0];
  for (const { score, n } of scores) distribution[score - 1] = n;
  const count = distribution.reduce((sum, n) => sum + n, 0);
  const total = distribution.reduce((sum, n, i) => sum + n * (i + 1), 0);
  return { average: count ? Math.round((total / count) * 100) / 100 : null, count, distribution };
}
