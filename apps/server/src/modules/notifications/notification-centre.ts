import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.js';
import { toDomainEvent } from '../events/event-delivery.js';
import { createNotificationFeedRepository } from './notification-feed.repository.js';
import { createNotificationFeed } from './notification-feed.service.js';
import { createNotificationRecipientsRepository } from './notification-recipients.repository.js';
import { createNotificationsRepository } from './notifications.repository.js';
import {
  createNotificationsService,
  type NotificationsCreatedListener,
} from './notifications.service.js';

type StoredEvent = Parameters<typeof toDomainEvent>[0];

/**
 * Wires the module: the service every channel and reminder creates notifications through, and
 * the feed from the event outbox (the app starts and stops it).
 */
export function createNotificationCentre(deps: {
  db: Database;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The outbox's reader (events.repository `readAfter`). */
  events: {
    readAfter(
      afterId: number,
      limit: number,
      options: { executor: Transaction; audience: false },
    ): Promise<{ events: StoredEvent[]; xmin: bigint; xmax: bigint }>;
  };
  afterCreate?: NotificationsCreatedListener[];
}) {
  const notifications = createNotificationsService({
    notifications: createNotificationsRepository(deps.db),
    afterCreate: deps.afterCreate,
  });
  const notificationFeed = createNotificationFeed({
    db: deps.db,
    feed: createNotificationFeedRepository(),
    recipients: createNotificationRecipientsRepository(),
    notifications,
    readOutbox: async (tx, afterId, limit) => {
      const read = await deps.events.readAfter(afterId, limit, { executor: tx, audience: false });
      return { ...read, events: read.events.map(toDomainEvent) };
    },
    log: deps.log,
  });
  return { notifications, notificationFeed };
}
