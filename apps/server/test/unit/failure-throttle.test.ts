import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type SharedRedis } from '../../src/core/redis.js';
import { createRedisFailureStore } from '../../src/plugins/failure-store-redis.js';
import {
  createFailureThrottle,
  createMemoryFailureStore,
  type FailureStore,
} from '../../src/plugins/failure-throttle.js';
import { redisAvailable, testKeyPrefix, TEST_REDIS_URL } from '../helpers/redis.js';

const limits = {
  perSource: { max: 3, windowMs: 60_000 },
  perAccount: { free: 3, maxDelayMs: 8_000 },
};

const retryAfterOf = async (attempt: () => Promise<unknown>) => {
  try {
    await attempt();
  } catch (error) {
    return (error as { details: { retryAfter: number } }).details.retryAfter;
  }
  return null;
};

let redis: SharedRedis | null = null;
const withRedis = await redisAvailable('failure-throttle.test.ts');
beforeAll(async () => {
  if (withRedis) {
    redis = await connectRedis(TEST_REDIS_URL, {
      prefix: testKeyPrefix('failure-throttle'),
      log: pino({ level: 'silent' }),
    });
  }
});
afterAll(() => redis?.close());

/** Redis's store falls back to memory only in an outage: here, it must not fall back at all. */
const noFallback: FailureStore = {
  attempt: () => {
    throw new Error('counted in memory, not in Redis');
  },
  clear: () => {},
};
const stores: [string, () => FailureStore][] = [['in memory', createMemoryFailureStore]];
if (withRedis) stores.push(['in Redis', () => createRedisFailureStore(redis!, noFallback)]);

// The same rules whichever store counts.
describe.each(stores)('failure throttle, counted %s', (_where, createStore) => {
  let accounts = 0;
  /** A throttle on a clock of its own, and a fresh account name (Redis outlives one test). */
  function throttleAt(start = 0) {
    let clock = start;
    const throttle = createFailureThrottle('test', limits, {
      store: createStore(),
      now: () => clock,
    });
    accounts += 1;
    return { throttle, a: `a${accounts}`, advance: (ms: number) => (clock += ms) };
  }

  it('never counts successes', async () => {
    const { throttle, a } = throttleAt();
    for (let i = 0; i < 50; i += 1) await (await throttle.begin(a, 'x')).succeeded();
    expect(await retryAfterOf(() => throttle.begin(a, 'x'))).toBeNull();
  });

  it('refuses one address after its failures until the window ends; a success resets', async () => {
    const { throttle, a, advance } = throttleAt();
    for (let i = 0; i < 3; i += 1) await throttle.begin(a, 'x');
    expect(await retryAfterOf(() => throttle.begin(a, 'x'))).toBe(60);
    advance(60_000);
    await (await throttle.begin(a, 'x')).succeeded();
    for (let i = 0; i < 3; i += 1) await throttle.begin(a, 'x');
    expect(await retryAfterOf(() => throttle.begin(a, 'x'))).not.toBeNull();
  });

  it("does not refuse another address for one address's failures", async () => {
    const { throttle, a } = throttleAt();
    for (let i = 0; i < 3; i += 1) await throttle.begin(a, 'x');
    expect(await retryAfterOf(() => throttle.begin(a, 'y'))).toBeNull();
    expect(await retryAfterOf(() => throttle.begin(`${a}-other`, 'x'))).toBeNull();
  });

  it('slows the account down progressively, capped, instead of closing it', async () => {
    const { throttle, a, advance } = throttleAt();
    const sources = ['p', 'q', 'r', 's', 't', 'u', 'v', 'w'];
    for (let i = 0; i < 4; i += 1) await throttle.begin(a, sources[i]!);
    // Four failures, one over the free three: the next waits 1 s, then 2, 4, and at most 8.
    const waits: number[] = [];
    for (const source of sources.slice(4)) {
      const wait = (await retryAfterOf(() => throttle.begin(a, source)))!;
      waits.push(wait);
      advance(wait * 1000);
      await throttle.begin(a, source);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    expect(await retryAfterOf(() => throttle.begin(a, 'z'))).toBe(8);
  });

  it('counts an attempt from the moment it starts, so guesses sent together count', async () => {
    const { throttle, a } = throttleAt();
    const started = await Promise.all([0, 1, 2].map(() => throttle.begin(a, 'x')));
    expect(await retryAfterOf(() => throttle.begin(a, 'x'))).not.toBeNull();
    await started[0]!.succeeded();
    expect(await retryAfterOf(() => throttle.begin(a, 'x'))).toBeNull();
  });

  it('keeps the counts of two secrets in one store apart', async () => {
    const { throttle: password, a } = throttleAt();
    const store = createStore();
    const [first, second] = ['password', 'otp'].map((name) =>
      createFailureThrottle(name, limits, { store, now: () => 0 }),
    );
    for (let i = 0; i < 3; i += 1) await first!.begin(a, 'x');
    expect(await retryAfterOf(() => second!.begin(a, 'x'))).toBeNull();
    expect(await retryAfterOf(() => first!.begin(a, 'x'))).toBe(60);
    expect(await retryAfterOf(() => password.begin(a, 'x'))).toBeNull();
  });
});
