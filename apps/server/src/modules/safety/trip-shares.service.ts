import { TRIP_SHARE_GRACE_HOURS, type SosRaise, type TripShareView } from '@raahi/domain/safety';
import type { Actor } from '../../core/auth-context.js';
import { linkTokenHash, newLinkToken } from '../../core/link-tokens.js';
import { AppError, notFound } from '../../errors.js';
import type { SmsSender } from '../otp/sms.js';
import type { SosService } from './sos.service.js';
import type { SharedDutyRow, TripSharesRepository } from './trip-shares.repository.js';

const HOUR_MS = 3_600_000;

/**
 * The passenger's share-trip link: made when a duty starts and texted to its first passenger,
 * opened without signing in. It shows the cab's live position, the driver's first name and the
 * vehicle while the duty is started, and nothing of them once it ended; its SOS reaches the
 * operator and the vendor. Only the token's hash is kept: the text is the only copy.
 */
export function createTripSharesService(deps: {
  shares: TripSharesRepository;
  sos: Pick<SosService, 'raiseByPassenger'>;
  sms: SmsSender;
  /** Where the web app is (PUBLIC_URL, or the development address). */
  publicUrl: string;
  log: { warn(object: unknown, message: string): void };
  now?: () => Date;
}) {
  const { shares } = deps;
  const now = deps.now ?? (() => new Date());

  async function open(token: string) {
    const link = await shares.findByHash(linkTokenHash(token));
    const duty = link ? await shares.findDuty(link.dutyId) : null;
    if (!link || !duty || link.expiresAt <= now()) throw notFound('Trip');
    return { link, duty, live: duty.status === 'Started' };
  }

  return {
    /**
     * Makes a started duty's link and texts it to the first passenger; nothing when the duty has
     * no passenger phone or a link already (each process hears the start; one sends).
     */
    async createFor(dutyId: string): Promise<string | null> {
      const duty = await shares.findDuty(dutyId);
      const phone = duty?.passengers[0]?.phone;
      if (!duty || duty.status !== 'Started' || !phone) return null;
      const token = newLinkToken();
      const until = Math.max(new Date(duty.scheduledEnd).getTime(), now().getTime());
      const made = await shares.insert({
        dutyId,
        tokenHash: linkTokenHash(token),
        expiresAt: new Date(until + TRIP_SHARE_GRACE_HOURS * HOUR_MS),
      });
      if (!made) return null;
      const cab = duty.vehicleNumber ? ` ${duty.vehicleNumber}` : '';
      await deps.sms
        .send(
          phone,
          `Track your Raahi cab${cab} for trip ${duty.regId}: ${deps.publicUrl}/trip/${token}`,
        )
        .catch((error: unknown) =>
          deps.log.warn({ err: error, dutyId }, 'could not text the share-trip link'),
        );
      return token;
    },

    async view(token: string): Promise<TripShareView> {
      const { link, duty, live } = await open(token);
      return viewOf(duty, live, link.expiresAt);
    },

    /** The passenger's SOS: only while the trip is on (after it, 409: call 112). */
    async raiseSos(token: string, actor: Actor, body: SosRaise) {
      const { duty, live } = await open(token);
      if (!live) throw new AppError('CONFLICT', 'This trip has ended: in an emergency call 112');
      const alert = await deps.sos.raiseByPassenger(duty.id, actor, body);
      return { raisedAt: alert.raisedAt };
    },
  };
}

function viewOf(duty: SharedDutyRow, live: boolean, expiresAt: Date): TripShareView {
  return {
    state: live ? 'live' : 'ended',
    dutyRegId: duty.regId,
    // The passenger meets the driver by first name; the rest stays with the operator.
    driverName: duty.driverName?.split(' ')[0] ?? null,
    vehicleNumber: duty.vehicleNumber,
    vehicleModel: duty.vehicleModel,
    pickupAddress: duty.pickupAddress,
    dropAddress: duty.dropAddress,
    position:
      live && duty.fixTime && duty.latitude !== null && duty.longitude !== null
        ? {
            latitude: duty.latitude,
            longitude: duty.longitude,
            at: new Date(duty.fixTime).toISOString(),
          }
        : null,
    expiresAt: expiresAt.toISOString(),
  };
}

export type TripSharesService = ReturnType<typeof createTripSharesService>;
