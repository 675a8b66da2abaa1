import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import { createJobSender } from '../../jobs/job-sender.js';
import type { SmsSender } from '../otp/sms.js';
import type { PushService } from '../push/push.service.js';
import { channelsFromConfig } from './channels/channels-from-config.js';
import { createNotificationDeliveriesRepository } from './notification-deliveries.repository.js';
import { createNotificationDeliveryService } from './notification-delivery.service.js';
import { createNotificationPreferencesRepository } from './notification-preferences.repository.js';
import { createNotificationPreferencesService } from './notification-preferences.service.js';

/** Development's mail, written as .eml files when no SMTP server is configured. */
export const mailDirOf = (config: Config) => path.join(config.dataDir, 'mail');

/**
 * Wires the module: the channels from the configuration, the deliveries (whose `planDeliveries`
 * the notifications service calls after creating notifications) and each person's preferences.
 */
export function createNotificationDelivery(deps: {
  db: Database;
  config: Config;
  push: Pick<PushService, 'sendToUser' | 'usersWithDevices'>;
  sms: SmsSender;
  settings: { current(tx?: Executor): Promise<{ quietHoursStart: string; quietHoursEnd: string }> };
  log: FastifyBaseLogger;
  /** The clock quiet hours are judged by; tests set it. */
  now?: () => Date;
}) {
  const { db, config, log } = deps;
  const preferencesRepository = createNotificationPreferencesRepository(db);
  const senders = channelsFromConfig({
    config,
    push: deps.push,
    sms: deps.sms,
    log,
    mailDir: mailDirOf(config),
  });
  const delivery = createNotificationDeliveryService({
    deliveries: createNotificationDeliveriesRepository(db),
    preferences: preferencesRepository,
    pushDevices: (tx, userIds) => deps.push.usersWithDevices(userIds, tx),
    settings: deps.settings,
    channels: senders.channels,
    queue: createJobSender(db.$client),
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    log,
    now: deps.now,
  });
  const preferences = createNotificationPreferencesService({
    db,
    preferences: preferencesRepository,
  });
  return { delivery, preferences, close: () => senders.close() };
}
