import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { configurePlainMessages } from '@raahi/domain/messages';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { AppDeps } from './composition/app-deps.js';
import { registerApiRoutes } from './composition/api-routes.js';
import { runBackgroundJobs } from './composition/background-jobs.js';
import { createServices } from './composition/services.js';
import { recordSecurityEvent } from './core/audit.js';
import {
  PMTILES_PATH_PREFIX,
  pmtilesSource,
  tileSource,
} from './modules/live-location/map-tiles.js';
import { allowedSocketOrigins } from './modules/realtime/socket-origin.js';
import { socketRoutes } from './modules/realtime/socket.routes.js';
import { WEB_DIST_DIR } from './paths.js';
import { enforceAccess } from './plugins/access.js';
import { decorateAuth } from './plugins/authenticate.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerMapTilesFiles } from './plugins/map-tiles-files.js';
import { REDACT_PATHS, redactSecrets, serializeError } from './plugins/log-redaction.js';
import { refuseNulText } from './plugins/nul-text.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { createResponseSerializer } from './plugins/serializer.js';
import { snapshotKindOf } from './plugins/page-snapshots.js';
import { registerWebApp } from './plugins/web-app.js';

export type { AppDeps } from './composition/app-deps.js';

const BODY_LIMIT_BYTES = 1024 * 1024;
const SOCKET_MAX_PAYLOAD_BYTES = 64 * 1024;

/** Builds the whole application; the order below is the route table. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, version } = deps;
  configurePlainMessages();
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: REDACT_PATHS,
      serializers: { err: serializeError },
      formatters: { log: redactSecrets },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
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
  app.setSerializerCompiler(createResponseSerializer({ check: config.NODE_ENV !== 'production' }));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        userId: request.auth?.userId,
        ip: request.ip,
      },
      'request',
    );
  });

  const services = await createServices(app, deps);
  const { redis, authenticate, dispatcher } = services;
  // Background jobs: started with the app here, or left to `npm run worker`.
  if (deps.runJobs ?? config.JOBS_IN_PROCESS) runBackgroundJobs(app, db, services);

  // External plugins.
  const pmtilesOrigin = config.MAP_PMTILES_URL ? pmtilesSource(config.MAP_PMTILES_URL) : null;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // The live map's tiles, from where the configuration says.
        'img-src': ["'self'", 'data:', 'blob:', tileSource(config.MAP_TILE_URL)],
        // A PMTiles archive elsewhere is fetched by script (byte ranges), not as images.
        ...(pmtilesOrigin ? { 'connect-src': ["'self'", pmtilesOrigin] } : {}),
        'worker-src': ["'self'"],
      },
    },
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS?.split(',').map((o) => o.trim()) ?? false,
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(websocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD_BYTES } });
  await registerRateLimit(app, redis);
  await registerOpenApi(app, version);

  // App plugins.
  registerErrorHandler(app, {
    onDenied: (denial) =>
      recordSecurityEvent(db, {
        action: 'access-denied',
        actor: { id: denial.userId, role: denial.role, ip: denial.ip },
        subject: denial.userId ?? 'anonymous',
        detail: { method: denial.method, route: denial.route, reason: denial.reason },
      }),
  });
  decorateAuth(app);

  // API modules: every route declares its access rule.
  await app.register(
    async (api) => {
      enforceAccess(api, authenticate);
      refuseNulText(api);
      await registerApiRoutes(api, services, deps);
    },
    { prefix: '/api' },
  );
  await app.register(async (live) => {
    enforceAccess(live, authenticate);
    await live.register(
      socketRoutes({
        signer: services.signer,
        check: services.check,
        accounts: services.accounts,
        hub: services.hub,
        origins: allowedSocketOrigins(config),
        lastEventId: dispatcher.lastDeliveredId,
      }),
    );
  });

  if (config.MAP_PMTILES_URL?.startsWith(PMTILES_PATH_PREFIX))
    await registerMapTilesFiles(app, path.join(config.dataDir, 'map-tiles'), PMTILES_PATH_PREFIX);
  await registerWebApp(app, deps.webRoot ?? WEB_DIST_DIR, snapshotKindOf(deps.demo ?? null));
  return app;
}
