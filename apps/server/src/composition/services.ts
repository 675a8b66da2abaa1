import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { onEventsCommitted } from '../core/events.js';
import { connectRedis } from '../core/redis.js';
import { createDatabase } from '../db/client.js';
import { createAuthService } from '../modules/auth/auth.service.js';
import { createSessionCheck } from '../modules/auth/session-check.js';
import { createSessionService } from '../modules/auth/sessions.js';
import { createSessionsRepository } from '../modules/auth/sessions.repository.js';
import { createSignInDevicesRepository } from '../modules/auth/sign-in-devices.repository.js';
import { createPhoneVerifier, createTokenSigner } from '../modules/auth/tokens.js';
import { createOtpService } from '../modules/otp/otp.service.js';
import { createLogSmsSender } from '../modules/otp/sms.js';
import { createSandboxKycProvider } from '../modules/kyc/kyc-provider.js';
import { createCompaniesService } from '../modules/companies/companies.service.js';
import { createVendorsRepository } from '../modules/vendors/vendors.repository.js';
import { createInvitationService } from '../modules/auth/invitations.js';
import { createInvitationsRepository } from '../modules/auth/invitations.repository.js';
import { createDocumentsRepository } from '../modules/documents/documents.repository.js';
import { createDocumentsService } from '../modules/documents/documents.service.js';
import { createDutiesService } from '../modules/duties/duties.service.js';
import { createDutySlipChargesService } from '../modules/duty-slips/duty-slip-charges.service.js';
import { createDutySlipsRepository } from '../modules/duty-slips/duty-slips.repository.js';
import { createDutySlipsService } from '../modules/duty-slips/duty-slips.service.js';
import { createDriverReader } from '../modules/drivers/driver-reader.js';
import { createDriverVehicleLinks } from '../modules/drivers/driver-vehicle-links.js';
import { createVendorReader } from '../modules/vendors/vendor-reader.js';
import { createDriversRepository } from '../modules/drivers/drivers.repository.js';
import { createDriverRenewalsService } from '../modules/drivers/driver-renewals.service.js';
import { createDriversService } from '../modules/drivers/drivers.service.js';
import { createDriverDocumentsService } from '../modules/drivers/driver-documents.service.js';
import { createVehiclesRepository } from '../modules/vehicles/vehicles.repository.js';
import { createVehicleAssignmentService } from '../modules/vehicles/vehicle-assignment.service.js';
import { createVehicleDocumentsService } from '../modules/vehicles/vehicle-documents.service.js';
import { createVehicleRenewalsService } from '../modules/vehicles/vehicle-renewals.service.js';
import { createRenewalsRepository } from '../modules/renewals/renewals.repository.js';
import { createRenewalsService } from '../modules/renewals/renewals.service.js';
import { createVehiclesService } from '../modules/vehicles/vehicles.service.js';
import { createEmployeesRepository } from '../modules/employees/employees.repository.js';
import { createEmployeesService } from '../modules/employees/employees.service.js';
import { createAccountCache } from '../modules/users/account-cache.js';
import { createAccountStatusChanger } from '../modules/users/account-status.js';
import { createVendorsService } from '../modules/vendors/vendors.service.js';
import { createProfileService } from '../modules/profile/profile.service.js';
import { createPushService } from '../modules/push/push.service.js';
import { createRealtimeHub } from '../modules/realtime/hub.js';
import { createPresence } from '../modules/realtime/presence.js';
import { createChatService } from '../modules/chat/chat.service.js';
import { createEventDispatcher } from '../modules/events/event-dispatcher.js';
import { createEventsRepository } from '../modules/events/events.repository.js';
import { createEventsService } from '../modules/events/events.service.js';
import { createNotificationCentre } from '../modules/notifications/notification-centre.js';
import { createNotificationDelivery } from '../modules/notification-delivery/notification-delivery.js';
import { createRemindersRepository } from '../modules/reminders/reminders.repository.js';
import { createRemindersService } from '../modules/reminders/reminders.service.js';
import { createSettingsRepository } from '../modules/settings/settings.repository.js';
import { createSettingsService } from '../modules/settings/settings.service.js';
import { createUsersRepository } from '../modules/users/users.repository.js';
import { createUsersService } from '../modules/users/users.service.js';
import { createDriverWorkRepository } from '../modules/drivers/driver-work.repository.js';
import { createDriverWorkReader } from '../modules/drivers/driver-work-reader.js';
import { createDutyWorkRepository } from '../modules/duties/duty-work.repository.js';
import { createDutyWorkReader } from '../modules/duties/duty-work-reader.js';
import { createOrganisationPeopleRepository } from '../modules/employees/organisation-people.repository.js';
import { createOrganisationPeople } from '../modules/employees/organisation-people.js';
import { createRenewalWorkRepository } from '../modules/renewals/renewal-work.repository.js';
import { createRenewalWorkReader } from '../modules/renewals/renewal-work-reader.js';
import { createDerivedTasks } from '../modules/tasks/derived-tasks.service.js';
import { createTaskLinkCheck } from '../modules/tasks/task-links.js';
import { createTasksRepository } from '../modules/tasks/tasks.repository.js';
import { createTasksService } from '../modules/tasks/tasks.service.js';
import { createVehicleWorkRepository } from '../modules/vehicles/vehicle-work.repository.js';
import { createVehicleWorkReader } from '../modules/vehicles/vehicle-work-reader.js';
import { createVendorWorkRepository } from '../modules/vendors/vendor-work.repository.js';
import { createVendorWorkReader } from '../modules/vendors/vendor-work-reader.js';
import { createLiveLocation } from '../modules/live-location/live-location.service.js';
import { createRatings } from '../modules/ratings/create-ratings.js';
import { createAuthenticator } from '../plugins/authenticate.js';
import { createRedisFailureStore } from '../plugins/failure-store-redis.js';
import { createMemoryFailureStore } from '../plugins/failure-throttle.js';
import { createFileStore } from '../storage/file-store.js';
import type { AppDeps } from './app-deps.js';

/**
 * The composition root: every service of one process, built from its configuration in the
 * order they depend on each other. Closing the app closes what they hold open.
 */
export async function createServices(app: FastifyInstance, deps: AppDeps) {
  const { config, db, secrets } = deps;
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
  const signer = createTokenSigner(secrets.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS);
  const sessionsRepository = createSessionsRepository(db);
  const users = createUsersService({
    users: createUsersRepository(db, accounts),
    endSessions: sessionsRepository.revokeAllOf,
  });
  const sessions = createSessionService({
    db,
    users,
    sessions: sessionsRepository,
    devices: createSignInDevicesRepository(),
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
  const settings = createSettingsService({ db, settings: createSettingsRepository(db) });
  // Push, e-mail, SMS and WhatsApp for each new notification, by each person's preferences.
  const notificationDelivery = createNotificationDelivery({
    db,
    config,
    push,
    sms,
    settings,
    log: app.log,
  });
  app.addHook('onClose', () => notificationDelivery.close());
  // Each person's notifications; the feed turns the outbox's events into them, once each.
  const { notifications, notificationFeed } = createNotificationCentre({
    db,
    events: eventsRepository,
    log: app.log,
    afterCreate: [notificationDelivery.delivery.planDeliveries],
  });
  app.addHook('onReady', () => notificationFeed.start());
  app.addHook('preClose', () => notificationFeed.stop());
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
  // Each duty's slip, filled by its driver and corrected by its vendor or the operator.
  const dutySlipsRepository = createDutySlipsRepository(db);
  const dutySlips = createDutySlipsService({
    db,
    slips: dutySlipsRepository,
    duties: duties.view,
    documents,
    settings,
  });
  const dutySlipCharges = createDutySlipChargesService({
    db,
    slips: dutySlipsRepository,
    duties: duties.view,
    documents,
    slipOf: dutySlips.slipOf,
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

  // Who has a live socket on any process (through Redis if set): chat tells the others.
  const presence = createPresence({ hub, redis, log: app.log });
  app.addHook('onReady', () => presence.start());
  app.addHook('preClose', () => presence.stop());
  // Chat: conversations of duties, vendors and drivers; a duty's follows its outbox events.
  const chat = createChatService({
    db,
    files,
    log: app.log,
    connection: db.$client.options,
    sendToUser: (userId, event, data) => hub.sendToUser(userId, event, data),
    readEvents: (afterId, limit) => eventsRepository.readAfter(afterId, limit),
    lastEventId: () => eventsRepository.lastId(),
    away: {
      connected: (userIds) => presence.connected(userIds),
      notify: notifications.createNotifications,
    },
  });
  const stopPokingChat = onEventsCommitted(() => chat.dutyLines.poke());
  app.addHook('onReady', () => chat.start());
  app.addHook('preClose', async () => {
    stopPokingChat();
    await chat.stop();
  });

  // Ratings of completed duties; the passenger's link is texted when a duty is completed.
  const ratings = createRatings({
    db,
    sms,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    read: (afterId, limit) => eventsRepository.readAfter(afterId, limit),
    lastEventId: () => eventsRepository.lastId(),
    log: app.log,
    dutyOf: (caller, id) => duties.view.getDuty(caller, id),
    visible: {
      driver: (caller, id) => drivers.getDriver(caller, id),
      vehicle: (caller, id) => vehicles.getVehicle(caller, id),
      vendor: (caller, id) => vendors.get(caller, id),
    },
    driverIdOfUser: (userId) => createDriverReader(driversRepository).findDriverIdOfUser(userId),
  });
  const stopPokingRatings = onEventsCommitted(() => ratings.follower.poke());
  app.addHook('onReady', () => ratings.follower.start());
  app.addHook('preClose', () => {
    stopPokingRatings();
    ratings.follower.stop();
  });

  // Each role's work queue: derived from the records through each module's narrow reader.
  const organisationPeople = createOrganisationPeople(createOrganisationPeopleRepository(db));
  const tasks = createTasksService({
    db,
    tasks: createTasksRepository(db),
    derived: createDerivedTasks({
      vendors: createVendorWorkReader(createVendorWorkRepository(db)),
      drivers: createDriverWorkReader(createDriverWorkRepository(db)),
      vehicles: createVehicleWorkReader(createVehicleWorkRepository(db)),
      renewals: createRenewalWorkReader(createRenewalWorkRepository(db)),
      duties: createDutyWorkReader(createDutyWorkRepository(db)),
      people: organisationPeople,
      lowRatings: ratings.ratings,
    }),
    people: organisationPeople,
    checkLink: createTaskLinkCheck({
      vendor: (caller, id) => vendors.get(caller, id),
      driver: (caller, id) => drivers.getDriver(caller, id),
      vehicle: (caller, id) => vehicles.getVehicle(caller, id),
      duty: (caller, id) => duties.view.getDuty(caller, id),
      employee: (caller, id) => employees.get(caller, id),
    }),
  });
  // Scheduled reminders (papers running out, duties late to start) become notifications.
  const reminders = createRemindersService({
    db,
    reminders: createRemindersRepository(db),
    notifications,
  });
  // Live location: trackers' positions in, stored by day, out to the map's sockets.
  const liveLocation = createLiveLocation({
    db,
    connection: db.$client.options,
    hub,
    log: app.log,
    vehicleOf: async (caller, id) => ({
      vendorId: (await vehicles.getVehicle(caller, id)).vendor.id,
    }),
    dutyOf: (caller, id) => duties.view.getDuty(caller, id),
    retentionDays: async () => (await settings.current()).positionRetentionDays,
    osmandPort: config.OSMAND_PORT,
    host: config.HOST,
    demoDrive: config.DEMO_DRIVE ?? (deps.demo != null && config.NODE_ENV !== 'test'),
  });
  app.addHook('onReady', () => liveLocation.start());
  app.addHook('preClose', () => liveLocation.stop());

  return {
    accounts,
    redis,
    signer,
    users,
    sessions,
    check,
    phoneVerifier,
    auth,
    sms,
    otp,
    files,
    profile,
    push,
    hub,
    presence,
    eventsRepository,
    dispatcher,
    events,
    notifications,
    notificationFeed,
    notificationDelivery,
    reminders,
    kycProvider,
    authenticate,
    companies,
    invitations,
    documents,
    drivers,
    driverDocuments,
    vehicles,
    vehicleAssignment,
    vehicleDocuments,
    renewals,
    driverRenewals,
    vehicleRenewals,
    settings,
    duties,
    dutySlips,
    dutySlipCharges,
    employees,
    vendors,
    tasks,
    chat,
    liveLocation,
    ratings,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
