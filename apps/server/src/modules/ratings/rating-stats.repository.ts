import { and, count, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { duties, ratings } from '../../db/schema/index.js';

/** Whose duties' reviews: every one, a vendor's, or a driver's (null: none, a driver unknown). */
export type ReviewScope =
  | { kind: 'all' }
  | { kind: 'vendor'; vendorId: string }
  | { kind: 'driver'; driverId: string | null };

export interface ReviewCounts {
  rated: number;
  waiting: number;
  lapsed: number;
  low: number;
}

/** Counts of the passengers' reviews for the dashboards. */
export function createRatingStatsRepository(db: Database) {
  return {
    /**
     * The completed duties scheduled to start in [from, to) (read-only from the duties table, by
     * its (…, scheduled_start) indexes), by whether their passenger rated them, may still
     * (completed after `waitingSince`) or can no longer; and the ratings of `lowScore` or less
     * given in the window (ratings' (vendor or driver, created_at) indexes).
     */
    async counts(
      scope: ReviewScope,
      from: Date,
      to: Date,
      waitingSince: Date,
      lowScore: number,
    ): Promise<ReviewCounts> {
      if (scope.kind === 'driver' && !scope.driverId)
        return { rated: 0, waiting: 0, lapsed: 0, low: 0 };
      const dutyScope =
        scope.kind === 'vendor'
          ? eq(duties.vendorId, scope.vendorId)
          : scope.kind === 'driver'
            ? eq(duties.driverId, scope.driverId!)
            : undefined;
      const ratingScope =
        scope.kind === 'vendor'
          ? eq(ratings.vendorId, scope.vendorId)
          : scope.kind === 'driver'
            ? eq(ratings.driverId, scope.driverId!)
            : undefined;
      const unrated = sql`${ratings.id} is null`;
      const [[byDuty], [low]] = await Promise.all([
        db
          .select({
            rated: sql<number>`(count(*) filter (where ${ratings.id} is not null))::int`,
            waiting: sql<number>`(count(*) filter (where ${unrated} and ${duties.completedAt} > ${waitingSince}))::int`,
            lapsed: sql<number>`(count(*) filter (where ${unrated} and ${duties.completedAt} <= ${waitingSince}))::int`,
          })
          .from(duties)
          // The passenger's rating (no rater): the (duty_id, rater_id) unique index finds it.
          .leftJoin(ratings, and(eq(ratings.dutyId, duties.id), isNull(ratings.raterId)))
          .where(
            and(
              dutyScope,
              gte(duties.scheduledStart, from),
              lt(duties.scheduledStart, to),
              eq(duties.status, 'Completed'),
            ),
          ),
        db
          .select({ n: count() })
          .from(ratings)
          .where(
            and(
              ratingScope,
              gte(ratings.createdAt, from),
              lt(ratings.createdAt, to),
              lte(ratings.score, lowScore),
            ),
          ),
      ]);
      return { ...byDuty!, low: low!.n };
    },
  };
}

export type RatingStatsRepository = ReturnType<typeof createRatingStatsRepository>;
