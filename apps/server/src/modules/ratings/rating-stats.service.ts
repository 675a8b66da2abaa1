import { LOW_RATING, RATING_LINK_DAYS } from '@raahi/domain/rating-constants';
import { isOperatorRole, isVendorRole } from '@raahi/domain/roles';
import type { AuthContext } from '../../core/auth-context.js';
import type { RatingStatsRepository, ReviewScope } from './rating-stats.repository.js';

const DAY_MS = 86_400_000;

/** The passengers' reviews in the caller's scope, counted for the dashboards. */
export function createRatingStatsService(deps: {
  stats: RatingStatsRepository;
  /** The driver record of a driver's account, if any. */
  driverIdOfUser: (userId: string) => Promise<string | null>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function scopeOf(caller: AuthContext): Promise<ReviewScope> {
    if (isOperatorRole(caller.role)) return { kind: 'all' };
    if (isVendorRole(caller.role))
      return caller.vendorId
        ? { kind: 'vendor', vendorId: caller.vendorId }
        : { kind: 'driver', driverId: null };
    return { kind: 'driver', driverId: await deps.driverIdOfUser(caller.userId) };
  }

  return {
    /**
     * Of the completed duties scheduled in [from, to): rated by their passenger, waiting (the
     * link's RATING_LINK_DAYS not over) or lapsed; and the ratings of LOW_RATING or less given.
     */
    async reviewCounts(caller: AuthContext, from: Date, to: Date) {
      const waitingSince = new Date(now().getTime() - RATING_LINK_DAYS * DAY_MS);
      return deps.stats.counts(await scopeOf(caller), from, to, waitingSince, LOW_RATING);
    },
  };
}

export type RatingStatsService = ReturnType<typeof createRatingStatsService>;
