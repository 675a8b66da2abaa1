import { SocketRegisterSchema } from '@raahi/domain/auth';
import type { FastifyPluginAsync } from 'fastify';
import type { TokenSigner } from '../auth/tokens.js';
import { activeForAuth, type UsersRepository } from '../users/users.repository.js';
import type { RealtimeHub } from './hub.js';

export const SOCKET_REGISTER_TIMEOUT_MS = 10_000;
export const CLOSE_UNAUTHENTICATED = 4401;
export const CLOSE_FORBIDDEN = 4403;

/**
 * `/ws/`: a browser cannot set headers on a WebSocket, so the client proves who it is in-band:
 * its first message is the spec's `register` event carrying the access token. Anything else, a
 * foreign userId or role, or silence, closes the socket.
 */
export const socketRoutes =
  (deps: { signer: TokenSigner; users: UsersRepository; hub: RealtimeHub }): FastifyPluginAsync =>
  async (app) => {
    app.get('/ws/', { websocket: true, config: { access: 'public' } }, (socket, request) => {
      let registered = false;
      const timer = setTimeout(
        () => socket.close(CLOSE_UNAUTHENTICATED, 'register first'),
        SOCKET_REGISTER_TIMEOUT_MS,
      );
      socket.once('close', () => clearTimeout(timer));

      socket.on('message', (raw: Buffer) => {
        if (registered) return;
        void (async () => {
          let parsed;
          try {
            parsed = SocketRegisterSchema.safeParse(JSON.parse(raw.toString('utf8')));
          } catch {
            parsed = undefined;
          }
          if (!parsed?.success)
            return socket.close(CLOSE_UNAUTHENTICATED, 'expected a register event');
          const { data } = parsed.data;
          const claims = await deps.signer.verifyAccess(data.accessToken).catch(() => undefined);
          if (!claims) return socket.close(CLOSE_UNAUTHENTICATED, 'invalid token');
          const user = await deps.users.findForAuth(claims.userId);
          if (claims.userId !== data.userId || claims.role !== data.role || !activeForAuth(user)) {
            return socket.close(CLOSE_FORBIDDEN, 'not your registration');
          }
          registered = true;
          clearTimeout(timer);
          deps.hub.add(data.userId, socket);
          socket.send(JSON.stringify({ event: 'registered', data: { userId: data.userId } }));
          request.log.debug({ userId: data.userId }, 'socket registered');
        })();
      });
    });
  };
