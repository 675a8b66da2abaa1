import type { Duty } from '@raahi/domain/duties';
import type {
  RatingInput,
  RatingListQuery,
  RatingPage,
  RatingSummary,
} from '@raahi/domain/ratings';
import {
  LOW_RATING,
  LOW_RATING_TASK_DAYS,
  RECENT_COMMENTS,
  type RatingTag,
} from '@raahi/domain/rating-constants';
import { isOperatorRole } from '@raahi/domain/roles';
import { recordAudit } from '../../core/audit.js';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { editableUntil, summaryOf, toRating } from './rating-view.js';
import type {
  RatingAverageFilter,
  RatingScope,
  RatingSubject,
  RatingsRepository,
} from './ratings.repository.js';

const DAY_MS = 86_400_000;
/** The start of a day in India (UTC+05:30). */
const indiaDay = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** Whose ratings a caller reads: the operator's staff every one, a vendor's people their own. */
const scopeOf = (caller: AuthContext): RatingScope => ({
  vendorId: isOperatorRole(caller.role)
    ? null
    : (caller.vendorId ?? '00000000-0000-0000-0000-000000000000'),
});

/**
 * Ratings by the operator's and vendors' staff, the list, the summaries of a driver, vehicle
 * or vendor (never naming raters), and hiding a comment. Which duties, drivers, vehicles and
 * vendors a caller may see is their modules' answer (404 otherwise), passed in by composition.
 */
export function createRatingsService(deps: {
  db: Database;
  ratings: RatingsRepository;
  dutyOf: (caller: AuthContext, id: string) => Promise<Duty>;
  /** Each resolves when the caller may see the record, and throws 404 otherwise. */
  visible: {
    driver: (caller: AuthContext, id: string) => Promise<unknown>;
    vehicle: (caller: AuthContext, id: string) => Promise<unknown>;
    vendor: (caller: AuthContext, id: string) => Promise<unknown>;
  };
  /** The driver record of a driver's account, if any. */
  driverIdOfUser: (userId: string) => Promise<string | null>;
  now?: () => Date;
}) {
  const { db, ratings } = deps;
  const now = deps.now ?? (() => new Date());

  async function summary(subject: RatingSubject, scope: RatingScope): Promise<RatingSummary> {
    const { scores, recent } = await ratings.summary(subject, scope, RECENT_COMMENTS);
    return {
      ...summaryOf(scores),
      recentComments: recent.map((row) => ({
        score: row.score,
        tags: row.tags as RatingTag[],
        comment: row.comment!,
        at: row.at.toISOString(),
      })),
    };
  }

  return {
    /**
     * The caller's rating of a completed duty's driver and vehicle: made, or changed within
     * RATING_EDIT_HOURS of being made (409 after); one per person per duty.
     */
    async rateDuty(caller: AuthContext, dutyId: string, input: RatingInput, ip: string) {
      const duty = await deps.dutyOf(caller, dutyId);
      if (duty.status !== 'Completed')
        throw new AppError('CONFLICT', 'Only a completed duty can be rated', {
          status: duty.status,
        });
      const { score, tags, comment } = input;
      const id = await db.transaction(async (tx) => {
        const mine = await ratings.lockOfRater(dutyId, caller.userId, tx);
        if (mine) {
          if (editableUntil(mine)! <= now())
            throw new AppError(
              'CONFLICT',
              'A rating can be changed for 24 hours after it is given',
              { reason: 'locked' },
            );
          await ratings.update(mine.id, { score, tags, comment }, tx);
          await recordAudit(tx, actorOf(caller, ip), {
            action: 'rating-changed',
            entity: 'rating',
            entityId: mine.id,
            before: { score: mine.score, tags: mine.tags, comment: mine.comment },
            after: { score, tags, comment },
          });
          return mine.id;
        }
        const made = await ratings.insert(
          {
            dutyId,
            raterKind: isOperatorRole(caller.role) ? 'operator' : 'vendor',
            raterId: caller.userId,
            score,
            tags,
            comment,
            driverId: duty.driver?.id ?? null,
            vehicleId: duty.vehicle?.id ?? null,
            vendorId: duty.vendor?.id ?? null,
          },
          tx,
        );
        if (!made) throw new AppError('CONFLICT', 'You rated this duty a moment ago');
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'rated',
          entity: 'rating',
          entityId: made.id,
          after: { dutyId, score, tags, comment },
        });
        return made.id;
      });
      return toRating(
        (await ratings.findListed(id, { vendorId: null }))!,
        isOperatorRole(caller.role),
        caller.userId,
      );
    },

    /** A duty's ratings, for whoever may see the duty (a vendor its own; 404 otherwise). */
    async listOfDuty(caller: AuthContext, dutyId: string) {
      await deps.dutyOf(caller, dutyId);
      const seesHidden = isOperatorRole(caller.role);
      return (await ratings.listOfDuty(dutyId)).map((row) =>
        toRating(row, seesHidden, caller.userId),
      );
    },

    async list(caller: AuthContext, query: RatingListQuery): Promise<RatingPage> {
      const { page, pageSize } = query;
      const { rows, total } = await ratings.list(
        scopeOf(caller),
        {
          from: query.from ? indiaDay(query.from) : undefined,
          to: query.to ? new Date(indiaDay(query.to).getTime() + DAY_MS) : undefined,
          vendorId: query.vendorId,
          driverId: query.driverId,
          score: query.score,
          tag: query.tag,
        },
        pageSize,
        (page - 1) * pageSize,
      );
      const seesHidden = isOperatorRole(caller.role);
      return {
        items: rows.map((row) => toRating(row, seesHidden, caller.userId)),
        total,
        page,
        pageSize,
      };
    },

    async driverSummary(caller: AuthContext, driverId: string) {
      await deps.visible.driver(caller, driverId);
      return summary({ driverId }, scopeOf(caller));
    },
    async vehicleSummary(caller: AuthContext, vehicleId: string) {
      await deps.visible.vehicle(caller, vehicleId);
      return summary({ vehicleId }, scopeOf(caller));
    },
    async vendorSummary(caller: AuthContext, vendorId: string) {
      await deps.visible.vendor(caller, vendorId);
      return summary({ vendorId }, scopeOf(caller));
    },
    /** A driver's own: every vendor's duties it drove, without who rated. */
    async mySummary(caller: AuthContext) {
      const driverId = await deps.driverIdOfUser(caller.userId);
      if (!driverId) throw notFound('Driver');
      return summary({ driverId }, { vendorId: null });
    },

    /** Hides (or shows again) a rating's comment from every summary and list; audited. */
    async setCommentHidden(
      caller: AuthContext,
      id: string,
      hidden: boolean,
      reason: string,
      ip: string,
    ) {
      const row = await db.transaction(async (tx) => {
        const found = await ratings.findListed(id, { vendorId: null }, tx);
        if (!found) throw notFound('Rating');
        const at = hidden ? (found.rating.commentHiddenAt ?? now()) : null;
        await ratings.update(id, { commentHiddenAt: at }, tx);
        await recordAudit(tx, actorOf(caller, ip), {
          action: hidden ? 'comment-hidden' : 'comment-shown',
          entity: 'rating',
          entityId: id,
          before: { commentHidden: found.rating.commentHiddenAt !== null },
          after: { commentHidden: hidden, reason },
        });
        return (await ratings.findListed(id, { vendorId: null }, tx))!;
      });
      return toRating(row, true, caller.userId);
    },

    /**
     * For reports: the average score of ratings given in [from, to), per driver (and the
     * duty's vendor) or per vendor, and over all of them. The caller's module decides scope.
     */
    averages: (by: 'driver' | 'vendor', filter: RatingAverageFilter) =>
      ratings.averages(by, filter),

    /**
     * For the tasks list: ratings at or below LOW_RATING of the last LOW_RATING_TASK_DAYS days,
     * every vendor's (null) or one vendor's.
     */
    listLow: (vendorId: string | null, limit: number) =>
      ratings.lowSince(
        vendorId,
        LOW_RATING,
        new Date(now().getTime() - LOW_RATING_TASK_DAYS * DAY_MS),
        limit,
      ),
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
