import type { FastifyInstance } from 'fastify';
import { onEventsCommitted } from '../core/events.js';
import type { SharedRedis } from '../core/redis.js';
import type { Database } from '../db/client.js';
import { createDriverReader } from '../modules/drivers/driver-reader.js';
import type { DriversRepository } from '../modules/drivers/drivers.repository.js';
import type { DriversService } from '../modules/drivers/drivers.service.js';
import type { DutiesService } from '../modules/duties/duties.service.js';
import type { EmployeesService } from '../modules/employees/employees.service.js';
import type { EventsRepository } from '../modules/events/events.repository.js';
import type { OutboxFollower } from '../modules/events/outbox-follower.js';
import type { NotificationsService } from '../modules/notifications/notifications.service.js';
import type { SmsSender } from '../modules/otp/sms.js';
import type { RealtimeHub } from '../modules/realtime/hub.js';
import type { SettingsService } from '../modules/settings/settings.service.js';
import type { VehiclesService } from '../modules/vehicles/vehicles.service.js';
import type { VendorsService } from '../modules/vendors/vendors.service.js';
import type { VendorReader } from '../modules/vendors/vendor-reader.js';
import type { CompaniesService } from '../modules/companies/companies.service.js';
import type { FileStore } from '../storage/file-store.js';
import type { AppDeps } from './app-deps.js';
import { createPresence } from '../modules/realtime/presence.js';
import { createChatService } from '../modules/chat/chat.service.js';
import { createRemindersRepository } from '../modules/reminders/reminders.repository.js';
import { createRemindersService } from '../modules/reminders/reminders.service.js';
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
import { createSafety } from '../modules/safety/create-safety.js';

/** An outbox follower reads from the app's start, at once after each commit, until it closes. */
function followWithApp(app: FastifyInstance, follower: OutboxFollower) {
  const stopPoking = onEventsCommitted(() => follower.poke());
  app.addHook('onReady', () => follower.start());
  app.addHook('preClose', () => {
    stopPoking();
    follower.stop();
  });
}

/** The services createDutyFollowers builds on, made by createServices. */
interface CoreServices {
  config: AppDeps['config'];
  db: Database;
  demo: AppDeps['demo'];
  files: FileStore;
  hub: RealtimeHub;
  redis: SharedRedis | null;
  sms: SmsSender;
  eventsRepository: EventsRepository;
  notifications: NotificationsService;
  settings: SettingsService;
  duties: DutiesService;
  drivers: DriversService;
  driversRepository: DriversRepository;
  vehicles: VehiclesService;
  vendors: VendorsService;
  vendorReader: VendorReader;
  companies: CompaniesService;
  employees: EmployeesService;
}

/**
 * What follows a duty once it is booked: its chat, its passenger's rating, each role's work
 * queue, the reminders, and the vehicles' live positions. Each uses the core modules only
 * through their services, and starts and stops with the app.
 */
export function createDutyFollowers(app: FastifyInstance, core: CoreServices) {
  const { config, db, files, hub, redis, sms, eventsRepository, notifications, settings } = core;
  const { duties, drivers, driversRepository, vehicles, vendors, employees } = core;
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
    readEvents: (afterId, limit) => eventsRepository.readAfter(afterId, limit, { audience: false }),
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

  // What the passenger-facing followers share: the outbox they read and the texts they send.
  const passengerLinks = {
    db,
    sms,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    read: (afterId: number, limit: number) =>
      eventsRepository.readAfter(afterId, limit, { audience: false }),
    lastEventId: () => eventsRepository.lastId(),
    log: app.log,
  };
  // Ratings of completed duties; the passenger's link is texted when a duty is completed.
  const ratings = createRatings({
    ...passengerLinks,
    dutyOf: (caller, id) => duties.view.getDuty(caller, id),
    visible: {
      driver: (caller, id) => drivers.getDriver(caller, id),
      vehicle: (caller, id) => vehicles.getVehicle(caller, id),
      vendor: (caller, id) => vendors.get(caller, id),
    },
    driverIdOfUser: (userId) => createDriverReader(driversRepository).findDriverIdOfUser(userId),
  });
  followWithApp(app, ratings.follower);

  // SOS alerts, and the passenger's share-trip link texted when a duty starts.
  const safety = createSafety(passengerLinks);
  followWithApp(app, safety.follower);

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
      sosAlerts: safety.sos,
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
    arrivals: {
      listAwaited: () => duties.arrival.listAwaited(),
      markArrived: (dutyId, at) => duties.arrival.markArrived(dutyId, at),
    },
    dutyOfVehicle: (vehicleId, at) => duties.arrival.dutyOfVehicle(vehicleId, at),
    companySites: {
      list: (ids) => core.companies.listSites(ids),
      companiesOfVendor: (vendorId) => core.vendorReader.listCompaniesOfVendors([vendorId]),
    },
    osmandPort: config.OSMAND_PORT,
    host: config.HOST,
    demoDrive: config.DEMO_DRIVE ?? (core.demo != null && config.NODE_ENV !== 'test'),
  });
  app.addHook('onReady', () => liveLocation.start());
  app.addHook('preClose', () => liveLocation.stop());

  return { presence, chat, ratings, safety, tasks, reminders, liveLocation };
}
