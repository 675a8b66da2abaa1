import type { Database } from '../../db/client.js';
import { createDutyStatusFollower } from '../events/duty-status-follower.js';
import type { SmsSender } from '../otp/sms.js';
import { createSosRepository } from './sos.repository.js';
import { createSosService } from './sos.service.js';
import { createTripSharesRepository } from './trip-shares.repository.js';
import { createTripSharesService } from './trip-shares.service.js';

type FollowerDeps = Parameters<typeof createDutyStatusFollower>[0];

/**
 * Safety on a duty: SOS alerts, and the passenger's share-trip link with the follower that makes
 * and texts it when a duty starts (start it when the app is ready).
 */
export function createSafety(deps: {
  db: Database;
  sms: SmsSender;
  publicUrl: string;
  read: FollowerDeps['read'];
  lastEventId: FollowerDeps['lastEventId'];
  log: FollowerDeps['log'] & { warn(object: unknown, message: string): void };
}) {
  const sos = createSosService({ db: deps.db, sos: createSosRepository(deps.db) });
  const tripShares = createTripSharesService({
    shares: createTripSharesRepository(deps.db),
    sos,
    sms: deps.sms,
    publicUrl: deps.publicUrl,
    log: deps.log,
  });
  const follower = createDutyStatusFollower({
    status: 'Started',
    read: deps.read,
    lastEventId: deps.lastEventId,
    db: deps.db,
    cursorName: 'trip-shares',
    act: (dutyId) => tripShares.createFor(dutyId),
    log: deps.log,
  });
  return { sos, tripShares, follower };
}

export type Safety = ReturnType<typeof createSafety>;
