import { SocketRegisterSchema } from '@raahi/domain/auth';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.js';
import type { SessionCheck } from '../auth/session-check.js';
import type { TokenSigner } from '../auth/tokens.js';
import type { AccountCache } from '../users/account-cache.js';
import type { RealtimeHub, SocketOwner } from './hub.js';
import { closeSocketsOnAccessChange } from './socket-access.js';
import { socketOriginAllowed } from './socket-origin.js';

export const SOCKET_REGISTER_TIMEOUT_MS = 10_000;
/** Register again with a fresh access token (or sign in again): the token or its session ended. */
export const CLOSE_UNAUTHENTICATED = 4401;
/** A registration for someone else; not retried. */
export const CLOSE_FORBIDDEN = 4403;
const CLOSE_INTERNAL_ERROR = 1011;

/**
 * `/ws/`: a browser cannot set headers on a WebSocket, so the client proves who it is in-band:
 * its first message is the spec's `register` event carrying the access token. Anything else, a
 * foreign userId or role, or silence, closes the socket; so does the end of its sign-in or of
 * its account's access, whichever server process it happens in. A handshake from an origin
 * that is not this installation's is refused (403) when the origins are configured.
 */
export const socketRoutes =
  (deps: {
    signer: TokenSigner;
    check: SessionCheck;
    accounts: Pick<AccountCache, 'onChange'>;
    hub: RealtimeHub;
    origins: ReadonlySet<string> | null;
    /** The last live event delivered here: `registered` tells the client to resync from it. */
    lastEventId: () => number;
  }): FastifyPluginAsync =>
  async (app) => {
    const { signer, check, hub } = deps;
    closeSocketsOnAccessChange({
      hub,
      accounts: deps.accounts,
      check,
      closeCode: CLOSE_UNAUTHENTICATED,
      log: app.log,
    });

    app.get(
      '/ws/',
      {
        websocket: true,
        config: { access: 'public' },
        onRequest: async (request) => {
          if (!socketOriginAllowed(deps.origins, request.headers.origin)) {
            throw new AppError('FORBIDDEN', 'Open the live connection from this site');
          }
        },
      },
      (socket, request) => {
        // The first message is the registration; later ones are not listened to.
        let heard = false;
        const timer = setTimeout(
          () => socket.close(CLOSE_UNAUTHENTICATED, 'register first'),
          SOCKET_REGISTER_TIMEOUT_MS,
        );
        socket.once('close', () => clearTimeout(timer));

        socket.on('message', (raw: Buffer) => {
          if (heard) return;
          heard = true;
          void register(raw).catch((error: unknown) => {
            request.log.warn({ err: error }, 'socket registration failed');
            socket.close(CLOSE_INTERNAL_ERROR, 'try again');
          });
        });

        async function register(raw: Buffer) {
          let parsed;
          try {
            parsed = SocketRegisterSchema.safeParse(JSON.parse(raw.toString('utf8')));
          } catch {
            parsed = undefined;
          }
          if (!parsed?.success)
            return socket.close(CLOSE_UNAUTHENTICATED, 'expected a register event');
          const { data } = parsed.data;
          const claims = await signer.verifyAccess(data.accessToken).catch(() => undefined);
          if (!claims) return socket.close(CLOSE_UNAUTHENTICATED, 'invalid token');
          if (claims.userId !== data.userId || claims.role !== data.role) {
            return socket.close(CLOSE_FORBIDDEN, 'not your registration');
          }
          const account = await check(claims);
          if (!account) return socket.close(CLOSE_UNAUTHENTICATED, 'session ended');
          clearTimeout(timer);
          const owner: SocketOwner = { ...claims, vendorId: account.vendorId };
          hub.add(owner, socket);
          // Every event after this one reaches the socket from now on (GET /api/events?after=
          // replays those before); taken as it joins, not after the check below.
          const lastEventId = deps.lastEventId();
          // A change notified while the check ran found no socket to close: check once more.
          if (!(await check(claims)))
            return hub.end(socket, CLOSE_UNAUTHENTICATED, 'session ended');
          socket.send(
            JSON.stringify({ event: 'registered', data: { userId: data.userId, lastEventId } }),
          );
          request.log.debug({ userId: data.userId }, 'socket registered');
        }
      },
    );
  };
