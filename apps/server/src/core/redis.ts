import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long a start waits for Redis before serving without it (it keeps trying meanwhile). */
const FIRST_CONNECT_MS = 2_000;
/** A Redis on the same network answers in well under a millisecond; past this it is lost. */
const COMMAND_TIMEOUT_MS = 1_000;
const MAX_RECONNECT_DELAY_MS = 2_000;

/**
 * The connection to Redis that processes of one deployment share state through (REDIS_URL).
 *
 * Redis may go away at any time. Commands then fail at once instead of queueing (no offline
 * queue), and each caller decides what an outage means for it: rate limits count in the
 * process's own memory, sending one-time codes is refused. Reconnection is automatic.
 */
export interface SharedRedis {
  /** Commands; every key is under `prefix` without the caller writing it. */
  readonly client: Redis;
  /**
   * What this deployment's keys start with (REDIS_KEY_PREFIX). Channel names are not keys:
   * a publisher and its subscribers put it in front of them themselves.
   */
  readonly prefix: string;
  /** Whether commands can be sent now. */
  isReady(): boolean;
  /**
   * A connection of its own for SUBSCRIBE (a subscribed connection can send nothing else). It
   * waits for Redis instead of failing, and subscribes again by itself after a reconnection.
   */
  createSubscriber(): Redis;
  close(): Promise<void>;
}

/** Connects (waiting up to 2 s, so the first requests share their limits) and keeps connecting. */
export async function connectRedis(
  url: string,
  options: { prefix: string; log: FastifyBaseLogger },
): Promise<SharedRedis> {
  const { prefix, log } = options;
  const client = new Redis(url, {
    keyPrefix: prefix,
    connectionName: 'raahi',
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  });
  const subscribers = new Set<Redis>();
  let reachable = false;
  let reported = false;

  // One line when Redis is lost and one when it is back, not one per reconnection attempt.
  const lost = (error?: Error) => {
    if (reported) return;
    reported = true;
    log.warn(
      { err: error },
      'Redis unreachable: rate limits count in this process only and one-time codes are not sent until it is back',
    );
  };
  client.on('error', lost);
  client.on('close', () => {
    if (reachable) lost();
    reachable = false;
  });
  client.on('ready', () => {
    if (reported) log.info('Redis reachable again');
    reachable = true;
    reported = false;
  });

  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_MS);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });

  const end = async (connection: Redis) => {
    if (connection.status === 'ready') await connection.quit().catch(() => {});
    connection.disconnect();
  };

  return {
    client,
    prefix,
    isReady: () => client.status === 'ready',
    createSubscriber() {
      const subscriber = client.duplicate({
        connectionName: 'raahi-subscriber',
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        commandTimeout: undefined,
      });
      subscriber.on('error', () => {}); // reported once by the main connection
      subscribers.add(subscriber);
      subscriber.once('end', () => subscribers.delete(subscriber));
      return subscriber;
    },
    async close() {
      reported = true; // a deliberate close is not an outage
      await Promise.all([...subscribers, client].map(end));
    },
  };
}
