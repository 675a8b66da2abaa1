import type { RatingInput, RatingLinkView } from '@raahi/domain/ratings';
import { RATING_LINK_DAYS } from '@raahi/domain/rating-constants';
import { publicActor } from '../../core/auth-context.js';
import { recordAudit } from '../../core/audit.js';
import { linkTokenHash, newLinkToken } from '../../core/link-tokens.js';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { SmsSender } from '../otp/sms.js';
import type { RatingLinksRepository } from './rating-links.repository.js';
import type { RatingsRepository } from './ratings.repository.js';

const DAY_MS = 86_400_000;

/**
 * The passenger's side: a link made when a duty is completed and texted to its first passenger,
 * read and spent without signing in. Only the token's hash is kept, so the text is the only
 * copy of the link; an unknown token is 404, a spent or expired one says so.
 */
export function createRatingLinksService(deps: {
  db: Database;
  links: RatingLinksRepository;
  ratings: Pick<RatingsRepository, 'insert'>;
  sms: SmsSender;
  /** Where the web app is (PUBLIC_URL, or the development address). */
  publicUrl: string;
  log: { warn(object: unknown, message: string): void };
  now?: () => Date;
}) {
  const { db, links } = deps;
  const now = deps.now ?? (() => new Date());

  async function openLink(token: string) {
    const link = await links.findByHash(linkTokenHash(token));
    if (!link) throw notFound('Rating link');
    const duty = (await links.findDuty(link.dutyId))!;
    const state: RatingLinkView['state'] = link.usedAt
      ? 'used'
      : link.expiresAt <= now()
        ? 'expired'
        : 'open';
    return { link, duty, state };
  }

  return {
    /**
     * Makes a completed duty's link and texts it to the first passenger; nothing when the duty
     * has no passenger phone or a link already (each process hears the completion; one sends).
     */
    async createFor(dutyId: string) {
      const duty = await links.findDuty(dutyId);
      const phone = duty?.passengers[0]?.phone;
      if (!duty || duty.status !== 'Completed' || !phone) return null;
      const token = newLinkToken();
      const made = await links.insert({
        dutyId,
        tokenHash: linkTokenHash(token),
        expiresAt: new Date(now().getTime() + RATING_LINK_DAYS * DAY_MS),
      });
      if (!made) return null;
      const url = `${deps.publicUrl}/rate/${token}`;
      await deps.sms
        .send(phone, `How was your Raahi trip ${duty.regId}? Rate it here: ${url}`)
        .catch((error: unknown) =>
          deps.log.warn({ err: error, dutyId }, 'could not text the rating link'),
        );
      return token;
    },

    /** What the passenger's page shows: the duty, and whether the link can still be used. */
    async view(token: string): Promise<RatingLinkView> {
      const { link, duty, state } = await openLink(token);
      return {
        state,
        dutyRegId: duty.regId,
        completedAt: duty.completedAt?.toISOString() ?? null,
        // The passenger met the driver by first name; the rest stays with the operator.
        driverName: duty.driverName?.split(' ')[0] ?? null,
        vehicleNumber: duty.vehicleNumber,
        expiresAt: link.expiresAt.toISOString(),
      };
    },

    /** The passenger's rating: spends the link (409 when spent or expired). */
    async rate(token: string, input: RatingInput, ip: string) {
      const { duty, state } = await openLink(token);
      if (state !== 'open')
        throw new AppError(
          'CONFLICT',
          state === 'used'
            ? 'This link has already been used: the trip is rated'
            : 'This link has expired: links to rate a trip last 7 days',
          { reason: state },
        );
      const { score, tags, comment } = input;
      await db.transaction(async (tx) => {
        if (!(await links.markUsed(duty.id, now(), tx)))
          throw new AppError('CONFLICT', 'This link has already been used: the trip is rated', {
            reason: 'used',
          });
        const rating = await deps.ratings.insert(
          {
            dutyId: duty.id,
            raterKind: 'passenger',
            raterId: null,
            score,
            tags,
            comment,
            driverId: duty.driverId,
            vehicleId: duty.vehicleId,
            vendorId: duty.vendorId,
          },
          tx,
        );
        if (!rating)
          throw new AppError('CONFLICT', 'This trip is already rated', { reason: 'used' });
        await recordAudit(tx, publicActor(ip), {
          action: 'rated',
          entity: 'rating',
          entityId: rating.id,
          after: { dutyId: duty.id, score, tags, rater: 'passenger' },
        });
      });
    },
  };
}

export type RatingLinksService = ReturnType<typeof createRatingLinksService>;
