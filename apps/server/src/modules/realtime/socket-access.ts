import type { FastifyBaseLogger } from 'fastify';
import type { SessionCheck } from '../auth/session-check.js';
import type { AccessChange, AccountCache } from '../users/account-cache.js';
import type { RealtimeHub, SocketOwner } from './hub.js';

function concerns(change: AccessChange, owner: SocketOwner) {
  switch (change.kind) {
    case 'all':
      return true;
    case 'user':
      return owner.userId === change.id;
    case 'vendor':
      return owner.vendorId === change.id;
    case 'session':
      return owner.sessionId === change.id;
  }
}

/**
 * Closes live sockets as soon as their sign-in ends or their account (or its vendor) stops
 * being Active, or changes role or vendor: each change the database notifies is re-checked for
 * the sockets it concerns. Every server process hears the notification and closes its own.
 */
export function closeSocketsOnAccessChange(deps: {
  hub: RealtimeHub;
  accounts: Pick<AccountCache, 'onChange'>;
  check: SessionCheck;
  closeCode: number;
  log: FastifyBaseLogger;
}) {
  const { hub, check, log } = deps;
  deps.accounts.onChange((change) => {
    for (const [socket, owner] of hub.socketsOf((owner) => concerns(change, owner))) {
      check(owner).then(
        (account) => {
          if (!account || account.role !== owner.role || account.vendorId !== owner.vendorId) {
            hub.end(socket, deps.closeCode, 'session ended');
            log.debug({ userId: owner.userId }, 'socket closed: its session ended');
          }
        },
        // Keep the socket: if the database went away, listening again re-checks every one.
        (error: unknown) => log.warn({ err: error }, 'could not re-check a live socket'),
      );
    }
  });
}
