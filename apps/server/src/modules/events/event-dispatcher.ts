import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { onEventsCommitted } from '../../core/events.js';
import type { SharedRedis } from '../../core/redis.js';
import { createEventDelivery, type EventHub } from './event-delivery.js';
import { createEventListener, type EventListener } from './event-listener.js';
import type { EventsRepository, StoredEvent } from './events.repository.js';
import { createOutboxReader, type OutboxReader } from './outbox-reader.js';

/** How often a process that does not publish tries to take over publishing. */
const LEAD_RETRY_MS = 5_000;
/** Notifications of this process's commits go at most this often (each is a query). */
const WAKE_SPACING_MS = 20;
/** Events committed this long ago that Redis has not brought are read from the outbox. */
const REDIS_LATE_MS = 2_000;

/** What the publisher sends on the Redis channel: a batch directly following `previousId`. */
interface PublishedBatch {
  previousId: number;
  events: StoredEvent[];
}

/**
 * Takes committed events from the outbox to the live sockets of every server process.
 *
 * Without Redis each process reads the outbox itself whenever it is notified (a process that
 * committed events notifies all of them after the commit, and the minute's sweep does too).
 * With Redis one process (whoever holds an advisory lock) reads it and publishes each batch on
 * the channel `<prefix>events`, naming the event before it; the others only receive. A process
 * whose batches stop following on from what it delivered (a reconnection lost some, or its
 * subscription is down, or Redis fell more than 2 s behind) reads the outbox itself until a
 * batch follows on again, so an outage of Redis loses nothing and delays little.
 */
export function createEventDispatcher(deps: {
  events: EventsRepository;
  hub: EventHub;
  connection: pg.ClientConfig;
  redis: SharedRedis | null;
  log: FastifyBaseLogger;
}) {
  const { events, redis, log } = deps;
  const channel = `${redis?.prefix ?? ''}events`;
  const delivery = createEventDelivery({ hub: deps.hub });
  let listener: EventListener | null = null;
  /** This process's own reading of the outbox: always without Redis, else while out of step. */
  let ownReader: OutboxReader | null = null;
  let publisher: OutboxReader | null = null;
  let subscriber: ReturnType<SharedRedis['createSubscriber']> | null = null;
  let leadTimer: NodeJS.Timeout | null = null;
  let lateTimer: NodeJS.Timeout | null = null;
  let checkingRedis = false;
  let waking = false;
  let wakeAgain = false;
  let stopHearingCommits: (() => void) | null = null;
  let closed = false;

  const read = (afterId: number, limit: number) => events.readAfter(afterId, limit);

  /** Reads the outbox in this process; `why` Redis does not do for now, if it should. */
  function readOwn(why?: string) {
    if (ownReader || closed) return;
    if (why) log.warn(`live events: ${why}; reading the outbox in this process meanwhile`);
    ownReader = createOutboxReader({
      read,
      onEvents: (batch) => delivery.deliver(batch),
      startAfter: delivery.lastId(),
      log,
    });
    ownReader.poke();
  }

  function stopReadingOwn() {
    ownReader?.stop();
    ownReader = null;
  }

  function received(raw: string) {
    let batch: PublishedBatch;
    try {
      batch = JSON.parse(raw) as PublishedBatch;
    } catch {
      return;
    }
    if (!delivery.deliverFollowing(batch.previousId, batch.events))
      return readOwn('a batch from Redis skipped events');
    if (!ownReader) return;
    stopReadingOwn();
    log.info('live events arrive through Redis');
  }

  /** After a notification, checks that Redis brought what was committed by then. */
  function expectFromRedis() {
    if (ownReader || checkingRedis) return;
    checkingRedis = true;
    events.lastId().then(
      (committed) => {
        lateTimer = setTimeout(() => {
          lateTimer = null;
          checkingRedis = false;
          if (delivery.lastId() < committed) readOwn('Redis is behind');
        }, REDIS_LATE_MS);
      },
      () => {
        checkingRedis = false;
      },
    );
  }

  /** Events this process wrote are committed: read them here at once, and tell the others. */
  function committedHere() {
    ownReader?.poke();
    publisher?.poke();
    notifyAll();
  }

  /** One notification to every process, however many commits come meanwhile. */
  function notifyAll() {
    if (waking) {
      wakeAgain = true;
      return;
    }
    waking = true;
    events
      .wakeDispatchers()
      .catch((error: unknown) => {
        if (!closed) log.warn({ err: error }, 'could not notify of live events');
      })
      .finally(() => {
        setTimeout(() => {
          waking = false;
          if (wakeAgain && !closed) {
            wakeAgain = false;
            notifyAll();
          }
        }, WAKE_SPACING_MS);
      });
  }

  async function tryToPublish() {
    if (!redis || publisher || closed || !listener) return;
    try {
      if (!(await listener.lead()) || publisher || closed) return;
      const startAfter = (await events.cursor('published')) ?? (await events.lastId());
      publisher = createOutboxReader({
        read,
        startAfter,
        log,
        onEvents: async (batch, previousId) => {
          const message: PublishedBatch = { previousId, events: batch };
          await redis.client.publish(channel, JSON.stringify(message));
          await events.advanceCursor('published', batch.at(-1)!.id);
        },
      });
      publisher.poke();
      log.info('this process publishes live events to Redis');
    } catch (error) {
      log.warn({ err: error }, 'could not take over publishing live events');
    }
  }

  function stopPublishing() {
    publisher?.stop();
    publisher = null;
  }

  return {
    /** Starts with the events committed from now on (older ones are for `GET /api/events`). */
    async start() {
      delivery.skipTo(await events.lastId());
      readOwn();
      stopHearingCommits = onEventsCommitted(committedHere);
      listener = createEventListener({
        connection: deps.connection,
        onNotified() {
          ownReader?.poke();
          publisher?.poke();
          if (subscriber) expectFromRedis();
        },
        onListening() {
          ownReader?.poke();
          void tryToPublish();
        },
        onLost(error) {
          stopPublishing();
          log.warn({ err: error }, 'live event notifications lost; listening again');
        },
      });
      if (!redis) return;
      subscriber = redis.createSubscriber();
      subscriber.on('message', (from: string, raw: string) => {
        if (from === channel) received(raw);
      });
      // Whatever is published while the subscription is down is lost to it: read meanwhile.
      subscriber.on('close', () => readOwn('the Redis subscription is down'));
      void subscriber.subscribe(channel).catch(() => readOwn('could not subscribe to Redis'));
      leadTimer = setInterval(() => void tryToPublish(), LEAD_RETRY_MS);
    },

    /** The last event this process delivered to its sockets; all before it were too. */
    lastDeliveredId: () => delivery.lastId(),

    async close() {
      closed = true;
      stopHearingCommits?.();
      if (leadTimer) clearInterval(leadTimer);
      if (lateTimer) clearTimeout(lateTimer);
      stopReadingOwn();
      stopPublishing();
      delivery.close();
      subscriber?.disconnect();
      await listener?.close();
    },
  };
}

export type EventDispatcher = ReturnType<typeof createEventDispatcher>;
