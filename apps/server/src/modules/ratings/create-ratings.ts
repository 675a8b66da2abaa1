import type { Database } from '../../db/client.js';
import { createDutyStatusFollower } from '../events/duty-status-follower.js';
import type { SmsSender } from '../otp/sms.js';
import { createRatingLinksRepository } from './rating-links.repository.js';
import { createRatingLinksService } from './rating-links.service.js';
import { createRatingStatsRepository } from './rating-stats.repository.js';
import { createRatingStatsService } from './rating-stats.service.js';
import { createRatingsRepository } from './ratings.repository.js';
import { createRatingsService } from './ratings.service.js';

type RatingsDeps = Omit<Parameters<typeof createRatingsService>[0], 'ratings'>;
type FollowerDeps = Parameters<typeof createDutyStatusFollower>[0];

/**
 * The ratings module: staff ratings, lists and summaries; the passenger's links; and the
 * follower that makes and texts a link when a duty is completed (start it when the app is ready);
 * and the reviews counted for the dashboards.
 */
export function createRatings(
  deps: RatingsDeps & {
    db: Database;
    sms: SmsSender;
    publicUrl: string;
    read: FollowerDeps['read'];
    lastEventId: FollowerDeps['lastEventId'];
    log: FollowerDeps['log'];
  },
) {
  const repository = createRatingsRepository(deps.db);
  const linksRepository = createRatingLinksRepository(deps.db);
  const links = createRatingLinksService({
    db: deps.db,
    links: linksRepository,
    ratings: repository,
    sms: deps.sms,
    publicUrl: deps.publicUrl,
    log: deps.log,
    now: deps.now,
  });
  // The passenger's link is made and texted when a duty is completed. A crash between making
  // it and sending the text loses that text: the passenger then goes without a link.
  const follower = createDutyStatusFollower({
    status: 'Completed',
    read: deps.read,
    lastEventId: deps.lastEventId,
    db: deps.db,
    cursorName: 'rating-links',
    act: (dutyId) => links.createFor(dutyId),
    log: deps.log,
  });
  const stats = createRatingStatsService({
    stats: createRatingStatsRepository(deps.db),
    driverIdOfUser: deps.driverIdOfUser,
    now: deps.now,
  });
  return {
    ratings: createRatingsService({ ...deps, ratings: repository }),
    links,
    follower,
    stats,
  };
}

export type Ratings = ReturnType<typeof createRatings>;
