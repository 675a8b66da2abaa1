import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { configurePlainMessages } from '@raahi/domain/messages';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Config } from './config.js';
import { connectRedis } from './core/redis.js';
import { createDatabase, type Database } from './db/client.js';
import { createJobRunner } from './jobs/job-runner.js';
import { recordSecurityEvent } from './core/audit.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createSessionCheck } from './modules/auth/session-check.js';
import { createSessionService } from './modules/auth/sessions.js';
import { createSessionsRepository } from './modules/auth/sessions.repository.js';
import { createPhoneVerifier, createTokenSigner } from './modules/auth/tokens.js';
import type { DemoMeta } from './db/seed/demo-start.js';
import { createOtpService } from './modules/otp/otp.service.js';
import { otpRoutes } from './modules/otp/otp.routes.js';
import { createLogSmsSender, type SmsSender } from './modules/otp/sms.js';
import { createSandboxKycProvider } from './modules/kyc/kyc-provider.js';
import { kycRoutes } from './modules/kyc/kyc.routes.js';
import { companiesRoutes } from './modules/companies/companies.routes.js';
import { createCompaniesService } from './modules/companies/companies.service.js';
import { createVendorsRepository } from './modules/vendors/vendors.repository.js';
import { createInvitationService } from './modules/auth/invitations.js';
import { createInvitationsRepository } from './modules/auth/invitations.repository.js';
import { createDocumentsRepository } from './modules/documents/documents.repository.js';
import { createDocumentsService } from './modules/documents/documents.service.js';
import { dutiesRoutes } from './modules/duties/duties.routes.js';
import { createDutiesService } from './modules/duties/duties.service.js';
import { dutyMovesRoutes } from './modules/duties/duty-moves.routes.js';
import { dutyScheduleRoutes } from './modules/duties/duty-schedule.routes.js';
import { rostersRoutes } from './modules/duties/rosters.routes.js';
import { createDriverReader } from './modules/drivers/driver-reader.js';
import { createDriverVehicleLinks } from './modules/drivers/driver-vehicle-links.js';
import { createVendorReader } from './modules/vendors/vendor-reader.js';
import { createDriversRepository } from './modules/drivers/drivers.repository.js';
import { driversRoutes } from './modules/drivers/drivers.routes.js';
import { driverRenewalsRoutes } from './modules/drivers/driver-renewals.routes.js';
import { createDriverRenewalsService } from './modules/drivers/driver-renewals.service.js';
import { createDriversService } from './modules/drivers/drivers.service.js';
import { createDriverDocumentsService } from './modules/drivers/driver-documents.service.js';
import { createVehiclesRepository } from './modules/vehicles/vehicles.repository.js';
import { vehiclesRoutes } from './modules/vehicles/vehicles.routes.js';
import { createVehicleAssignmentService } from './modules/vehicles/vehicle-assignment.service.js';
import { createVehicleDocumentsService } from './modules/vehicles/vehicle-documents.service.js';
import { vehicleRenewalsRoutes } from './modules/vehicles/vehicle-renewals.routes.js';
import { createVehicleRenewalsService } from './modules/vehicles/vehicle-renewals.service.js';
import { createRenewalsRepository } from './modules/renewals/renewals.repository.js';
import { createRenewalsService } from './modules/renewals/renewals.service.js';
import { createVehiclesService } from './modules/vehicles/vehicles.service.js';
import { createEmployeesRepository } from './modules/employees/employees.repository.js';
import { employeesRoutes } from './modules/employees/employees.routes.js';
import { createEmployeesService } from './modules/employees/employees.service.js';
import { createAccountCache } from './modules/users/account-cache.js';
import { createAccountStatusChanger } from './modules/users/account-status.js';
import { vendorsRoutes } from './modules/vendors/vendors.routes.js';
import { createVendorsService } from './modules/vendors/vendors.service.js';
import { createProfileService } from './modules/profile/profile.service.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { createPushService } from './modules/push/push.service.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { createRealtimeHub } from './modules/realtime/hub.js';
import { createEventDispatcher } from './modules/events/event-dispatcher.js';
import { eventsJobs } from './modules/events/events.jobs.js';
import { createEventsRepository } from './modules/events/events.repository.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { createEventsService } from './modules/events/events.service.js';
import { createSettingsRepository } from './modules/settings/settings.repository.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { housekeepingJobs } from './modules/housekeeping/housekeeping.jobs.js';
import { allowedSocketOrigins } from './modules/realtime/socket-origin.js';
import { socketRoutes } from './modules/realtime/socket.routes.js';
import { createSystemRepository } from './modules/system/system.repository.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { createUsersService } from './modules/users/users.service.js';
import { WEB_DIST_DIR } from './paths.js';
import { enforceAccess } from './plugins/access.js';
import { createAuthenticator, decorateAuth } from './plugins/authenticate.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { REDACT_PATHS, redactSecrets, serializeError } from './plugins/log-redaction.js';
import { refuseNulText } from './plugins/nul-text.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { createRedisFailureStore } from './plugins/failure-store-redis.js';
import { createMemoryFailureStore } from './plugins/failure-throttle.js';
import { createResponseSerializer } from './plugins/serializer.js';
import { registerWebApp } from './plugins/web-app.js';
import type { Secrets } from './secrets.js';
import { createFileStore } from './storage/file-store.js';

export interface AppDeps {
  config: Config;
  db: Database;
  secrets: Secrets;
  version: string;
  webRoot?: string;
  /** Demo sign-ins to show on the sign-in page, when this installation runs on demo data. */
  demo?: DemoMeta | null;
  /** Where one-time codes are sent; the development logger by default. */
  sms?: SmsSender;
  /** Where log lines go; standard output by default. */
  logStream?: { write(line: string): void };
  /** Run the background jobs in this process; config.JOBS_IN_PROCESS by default. */
  runJobs?: boolean;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
const SOCKET_MAX_PAYLOAD_BYTES = 64 * 1024;

/** Builds the whole application; the order below is the route table. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, secrets, version } = deps;
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

  // Services: the composition root.
  const accounts = createAccountCache(db.$client.options, (error) =>
    app.log.warn({ err: error }, 'account change notifications lost; checking every request'),
  );
  app.addHook('onClose', () => accounts.close());
  // Shared by every process when set: rate limits and failed guesses (and, later, events).
  const redis = config.REDIS_URL
    ? await connectRedis(config.REDIS_URL, { prefix: config.REDIS_KEY_PREFIX, log: app.log })
    : null;
  if (redis) app.addHook('onClose', () => redis.close());
  const failures = redis
    ? createRedisFailureStore(redis, createMemoryFailureStore())
    : createMemoryFailureStore();
  const signer = createTokenSigner(secrets.jwtSecret);
  const sessionsRepository = createSessionsRepository(db);
  const users = createUsersService({
    users: createUsersRepository(db, accounts),
    endSessions: sessionsRepository.revokeAllOf,
  });
  const sessions = createSessionService({
    db,
    users,
    sessions: sessionsRepository,
    signer,
    accounts,
  });
  const check = createSessionCheck({ users, sessions: sessionsRepository, accounts });
  const phoneVerifier = createPhoneVerifier(secrets.jwtSecret);
  const auth = createAuthService({ db, users, sessions, failures });
  const sms = deps.sms ?? createLogSmsSender(app.log);
  const otp = createOtpService({
    db,
    users,
    sessions,
    phoneVerifier,
    sms,
    secret: secrets.jwtSecret,
    production: config.NODE_ENV === 'production',
    failures,
  });
  const files = createFileStore(path.join(config.dataDir, 'uploads'));
  const profile = createProfileService({ db, users, sessions, files });
  const push = createPushService({
    db,
    vapid: {
      publicKey: secrets.vapidPublicKey,
      privateKey: secrets.vapidPrivateKey,
      subject: config.PUBLIC_URL ?? 'mailto:admin@raahi.local',
    },
    log: app.log,
    hosts: config.PUSH_SERVICE_HOSTS,
  });
  const hub = createRealtimeHub();
  // Domain events from the outbox to the live sockets of every process (through Redis if set).
  const eventsRepository = createEventsRepository(db);
  // Two connections of its own: reading and notifying never wait behind requests for the pool.
  const dispatchDb = createDatabase(db.$client.options.connectionString!, 2);
  app.addHook('onClose', () => dispatchDb.$client.end());
  const dispatcher = createEventDispatcher({
    events: createEventsRepository(dispatchDb),
    hub,
    connection: db.$client.options,
    redis,
    log: app.log,
  });
  app.addHook('onReady', () => dispatcher.start());
  app.addHook('preClose', () => dispatcher.close());
  const events = createEventsService({
    events: eventsRepository,
    deliveredThrough: dispatcher.lastDeliveredId,
  });
  // The sandbox answers made-up results; it is the default only outside production.
  const kycProvider =
    (config.KYC_PROVIDER ?? (config.NODE_ENV === 'production' ? 'none' : 'sandbox')) === 'sandbox'
      ? createSandboxKycProvider()
      : null;
  const authenticate = createAuthenticator({
    verifyAccessToken: (token) => signer.verifyAccess(token),
    checkSession: check,
  });
  const companies = createCompaniesService(db);
  const invitations = createInvitationService({
    db,
    users,
    invitations: createInvitationsRepository(db),
    sessions,
  });
  const vendorsRepository = createVendorsRepository(db, accounts);
  const vendorReader = createVendorReader(vendorsRepository);
  const documents = createDocumentsService({
    db,
    documents: createDocumentsRepository(db),
    files,
    log: app.log,
  });
  const driversRepository = createDriversRepository(db);
  const drivers = createDriversService({
    db,
    drivers: driversRepository,
    users,
    vendors: vendorReader,
    companies,
    documents,
    aadhaarKey: secrets.aadhaarHmacKey,
  });
  const driverDocuments = createDriverDocumentsService({ drivers: driversRepository, documents });
  const vehiclesRepository = createVehiclesRepository(db);
  const driverLinks = createDriverVehicleLinks(driversRepository);
  const vehicles = createVehiclesService({
    db,
    vehicles: vehiclesRepository,
    driverLinks,
    vendors: vendorReader,
    documents,
  });
  const vehicleAssignment = createVehicleAssignmentService({
    db,
    vehicles: vehiclesRepository,
    driverLinks,
  });
  const vehicleDocuments = createVehicleDocumentsService({
    vehicles: vehiclesRepository,
    documents,
  });
  const renewals = createRenewalsService({
    db,
    renewals: createRenewalsRepository(db),
    documents,
  });
  const driverRenewals = createDriverRenewalsService({
    drivers: driversRepository,
    driversService: drivers,
    renewals,
  });
  const vehicleRenewals = createVehicleRenewalsService({
    vehicles: vehiclesRepository,
    vehiclesService: vehicles,
    renewals,
  });
  const settings = createSettingsService({ db, settings: createSettingsRepository(db) });
  const duties = createDutiesService({
    db,
    drivers: createDriverReader(driversRepository),
    vendors: vendorReader,
    companies,
    sms,
    settings,
    secret: secrets.jwtSecret,
    log: app.log,
  });
  const employees = createEmployeesService({
    db,
    users,
    employees: createEmployeesRepository(db),
    invitations,
    accountStatus: createAccountStatusChanger(db, users),
  });
  const vendors = createVendorsService({
    db,
    vendors: vendorsRepository,
    users,
    companies,
    phoneVerifier,
    aadhaarKey: secrets.aadhaarHmacKey,
  });

  // Background jobs: started with the app here, or left to `npm run worker`.
  if (deps.runJobs ?? config.JOBS_IN_PROCESS) {
    const jobs = createJobRunner({ connection: db.$client.options, log: app.log });
    for (const job of [
      ...housekeepingJobs({ db, sessions, otp, invitations, settings }),
      ...eventsJobs({ events: eventsRepository }),
    ]) {
      jobs.define(job);
    }
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  }

  // External plugins.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'worker-src': ["'self'"] },
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
      await api.register(
        systemRoutes({
          system: createSystemRepository(db),
          version,
          demo: deps.demo ?? null,
          benchHello: config.BENCH_HELLO ?? false,
        }),
      );
      await api.register(authRoutes({ auth, sessions }));
      await api.register(otpRoutes(otp));
      await api.register(kycRoutes(kycProvider));
      await api.register(companiesRoutes(companies));
      await api.register(vendorsRoutes({ vendors, authenticate }));
      await api.register(employeesRoutes({ employees, invitations }));
      await api.register(driversRoutes({ drivers, documents: driverDocuments }));
      await api.register(driverRenewalsRoutes(driverRenewals));
      await api.register(
        vehiclesRoutes({ vehicles, assignment: vehicleAssignment, documents: vehicleDocuments }),
      );
      await api.register(vehicleRenewalsRoutes(vehicleRenewals));
      await api.register(dutiesRoutes(duties));
      await api.register(dutyScheduleRoutes(duties.schedule));
      await api.register(rostersRoutes(duties.rosters));
      await api.register(dutyMovesRoutes(duties.moves));
      await api.register(profileRoutes(profile));
      await api.register(pushRoutes(push));
      await api.register(settingsRoutes(settings));
      await api.register(eventsRoutes(events));
    },
    { prefix: '/api' },
  );
  await app.register(async (live) => {
    enforceAccess(live, authenticate);
    await live.register(
      socketRoutes({
        signer,
        check,
        accounts,
        hub,
        origins: allowedSocketOrigins(config),
        lastEventId: dispatcher.lastDeliveredId,
      }),
    );
  });

  await registerWebApp(app, deps.webRoot ?? WEB_DIST_DIR);
  return app;
}
