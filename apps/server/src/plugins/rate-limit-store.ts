import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { SharedRedis } from '../core/redis.js';

/** A limiter's options, as the plugin hands them to its store (ours included). */
export interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  /**
   * The error to answer while Redis cannot be reached, for a limit that must not be counted
   * per process (texts cost money and reach people); without it, this process counts alone.
   */
  whenUnshared?: () => Error;
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * Per-IP limits counted in Redis (the plugin's own Redis store, one script per hit), so every
 * process behind the load balancer counts the same budget. While Redis cannot be reached, a
 * limit is counted in this process's memory (the plugin's own local store) or, if it says so,
 * refused: a Redis outage never lifts the limits and never refuses sign-in.
 */
export function sharedRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    private readonly local: FastifyRateLimitStore;
    private readonly shared: FastifyRateLimitStore;
    private readonly whenUnshared: (() => Error) | undefined;

    constructor(params: StoreParams) {
      this.local = new LocalStore(
        params.continueExceeding,
        params.exponentialBackoff,
        params.cache,
      );
      // Keys are the limiters' own (limitPerIp names each), under `rate:`.
      this.shared = new RedisStore(
        params.continueExceeding,
        params.exponentialBackoff,
        redis.client,
        'rate:',
      );
      this.whenUnshared = params.whenUnshared;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      const unshared = () =>
        this.whenUnshared
          ? callback(this.whenUnshared())
          : this.local.incr(key, callback, timeWindow, max);
      if (!redis.isReady()) return unshared();
      this.shared.incr(
        key,
        (error, result) => (error ? unshared() : callback(null, result)),
        timeWindow,
        max,
      );
    }

    /**
     * Each limiter's own store, made once per limiter from its options merged with the
     * plugin's (typed by the package as route options, which they are not).
     */
    child(params: object) {
      return new SharedStore(params);
    }
  }
  return SharedStore;
}
