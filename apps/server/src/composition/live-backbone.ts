import type { FastifyInstance } from 'fastify';
import type { SharedRedis } from '../core/redis.js';
import { createDatabase, type Database } from '../db/client.js';
import { createEventDispatcher } from '../modules/events/event-dispatcher.js';
import { createEventsRepository } from '../modules/events/events.repository.js';
import { createEventsService } from '../modules/events/events.service.js';
import { createNotificationDelivery } from '../modules/notification-delivery/notification-delivery.js';
import { createNotificationCentre } from '../modules/notifications/notification-centre.js';
import type { SmsSender } from '../modules/otp/sms.js';
import type { PushService } from '../modules/push/push.service.js';
import { createRealtimeHub } from '../modules/realtime/hub.js';
import type { SettingsService } from '../modules/settings/settings.service.js';
import type { AppDeps } from './app-deps.js';

/**
 * The backbone every live feature stands on: the outbox's events to the live sockets of every
 * process (through Redis when set), and to each person's notifications, delivered on the
 * channels they chose.
 */
export function createLiveBackbone(
  app: FastifyInstance,
  deps: {
    config: AppDeps['config'];
    db: Database;
    redis: SharedRedis | null;
    push: PushService;
    sms: SmsSender;
    settings: SettingsService;
  },
) {
  const { config, db, redis, push, sms, settings } = deps;
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

  return {
    hub,
    eventsRepository,
    dispatcher,
    events,
    notifications,
    notificationFeed,
    notificationDelivery,
  };
}
