import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { AppError } from './errors.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { enforceAccess, type Authenticate } from './plugins/access.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerWebApp } from './plugins/web-app.js';
import { WEB_DIST_DIR } from './paths.js';

export interface AppDeps {
  config: Config;
  db: Database;
  version: string;
  webRoot?: string;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

const noAuthentication: Authenticate = () =>
  Promise.reject(new AppError('UNAUTHORIZED', 'Sign in to continue'));

/** Builds the whole application; the order below is the route table. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, version } = deps;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization'] },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.TRUST_PROXY ?? false,
    routerOptions: { maxParamLength: 200 },
    // One line per request, written in onResponse below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  // External plugins.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'worker-src': ["'self'"] },
    },
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS?.split(',').map((o) => o.trim()) ?? false,
  });
  await registerOpenApi(app, version);

  // App plugins.
  registerErrorHandler(app);

  // API modules: every route declares its access rule.
  await app.register(
    async (api) => {
      enforceAccess(api, noAuthentication);
      await api.register(healthRoutes(db, version));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, deps.webRoot ?? WEB_DIST_DIR);
  return app;
}
