import type { Role } from '@raahi/domain/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/** Every API route declares who may call it; deny by default. */
export type Access = 'public' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export class MissingAccessRuleError extends Error {
  constructor(method: string | string[], url: string) {
    super(
      `Route ${String(method)} ${url} declares no access rule (config.access): refusing to start`,
    );
    this.name = 'MissingAccessRuleError';
  }
}

export type Authenticate = (request: FastifyRequest) => Promise<{ role: Role }>;

/**
 * Installs, on the API scope, a check that every route declares `config.access` (the app fails to
 * start otherwise), and a request hook that admits only the declared roles.
 */
export function enforceAccess(api: FastifyInstance, authenticate: Authenticate) {
  api.addHook('onRoute', (route) => {
    if (route.config?.access === undefined)
      throw new MissingAccessRuleError(route.method, route.url);
  });

  api.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    const user = await authenticate(request);
    if (!access?.includes(user.role)) {
      throw new AppError('FORBIDDEN', 'Your role may not do this');
    }
  });
}
