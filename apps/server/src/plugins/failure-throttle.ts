import { AppError } from '../errors.js';

export interface FailureLimits {
  /** Failures one address may make on one account in a window; then 429 until it ends. */
  perSource: { max: number; windowMs: number };
  /**
   * Failures on one account from all addresses, within the same window, before each further
   * attempt must wait: 1 s after the last one, doubling with every failure up to `maxDelayMs`.
   */
  perAccount: { free: number; maxDelayMs: number };
}

/**
 * Passwords and one-time codes: 10 failures per account and address in 15 minutes, and the
 * account slowed after 10 failures in all. One address alone never slows the account for others.
 */
export const GUESSING_LIMITS: FailureLimits = {
  perSource: { max: 10, windowMs: 15 * 60_000 },
  perAccount: { free: 10, maxDelayMs: 60_000 },
};

/** The two counts one attempt touches: the account from this address, and the account. */
export interface FailureKeys {
  source: string;
  account: string;
}

/**
 * Where failures are counted: this process's memory, or Redis (failure-store-redis.ts) so that
 * every process sees the same counts. Both decide alike, with this file's rules.
 */
export interface FailureStore {
  /**
   * In one step: the wait in milliseconds if either count is over its limit, else 0 after
   * counting one more failure on both (a count's window starts at its first failure).
   */
  attempt(keys: FailureKeys, at: number, limits: FailureLimits): Promise<number> | number;
  clear(keys: FailureKeys): Promise<void> | void;
}

/** The wait an account's failures impose after the last one, in milliseconds. */
export function accountDelay(limits: FailureLimits, failures: number) {
  const over = failures - limits.perAccount.free;
  return over > 0 ? Math.min(1000 * 2 ** (over - 1), limits.perAccount.maxDelayMs) : 0;
}

interface Count {
  failures: number;
  resetAt: number;
  lastAt: number;
}

const MAX_TRACKED = 100_000;

/** Counts in this process's memory, bounded; the default with one process. */
export function createMemoryFailureStore(): FailureStore {
  const counts = new Map<string, Count>();

  function live(key: string, at: number): Count | undefined {
    const count = counts.get(key);
    if (!count || count.resetAt > at) return count;
    counts.delete(key);
    return undefined;
  }

  function forgetExpired(at: number) {
    if (counts.size <= MAX_TRACKED) return;
    for (const [key, count] of counts) if (count.resetAt <= at) counts.delete(key);
    // Still full of live counts: drop the oldest, so memory stays bounded under a spray.
    for (const key of counts.keys()) {
      if (counts.size <= MAX_TRACKED) break;
      counts.delete(key);
    }
  }

  return {
    attempt({ source, account }, at, limits) {
      forgetExpired(at);
      const fromSource = live(source, at);
      if (fromSource && fromSource.failures >= limits.perSource.max) return fromSource.resetAt - at;
      const overall = live(account, at);
      const wait = overall ? overall.lastAt + accountDelay(limits, overall.failures) - at : 0;
      if (wait > 0) return wait;
      for (const key of [source, account]) {
        const count = live(key, at) ?? {
          failures: 0,
          resetAt: at + limits.perSource.windowMs,
          lastAt: at,
        };
        count.failures += 1;
        count.lastAt = at;
        counts.set(key, count);
      }
      return 0;
    },
    clear({ source, account }) {
      counts.delete(source);
      counts.delete(account);
    },
  };
}

/**
 * Slows down guessing of a secret (a password, a one-time code) without letting anyone lock its
 * owner out. Only failures count, and a success clears them. The strict limit is keyed on the
 * account and the address together, so failures from elsewhere never refuse the owner's
 * address; the account as a whole is slowed, never closed: after `free` failures from any
 * addresses, attempts are spaced out by a growing wait that is answered as 429 with Retry-After.
 * An attempt counts as a failure from the moment it starts, so guesses sent at once count too.
 * `name` keeps one secret's counts apart from another's in a shared store.
 */
export function createFailureThrottle(
  name: string,
  limits: FailureLimits,
  options: { store?: FailureStore; now?: () => number } = {},
) {
  const store = options.store ?? createMemoryFailureStore();
  const now = options.now ?? Date.now;

  const refuse = (waitMs: number) => {
    const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
    return new AppError('RATE_LIMITED', `Too many attempts. Try again in ${retryAfter} seconds.`, {
      retryAfter,
    });
  };

  return {
    /**
     * Call before checking the secret: throws RATE_LIMITED (with `retryAfter`) or counts the
     * attempt as a failure until `succeeded` is called.
     */
    async begin(account: string, source: string) {
      const keys = {
        source: `guesses:${name}:source:${account}:${source}`,
        account: `guesses:${name}:account:${account}`,
      };
      const wait = await store.attempt(keys, now(), limits);
      if (wait > 0) throw refuse(wait);
      return {
        async succeeded() {
          await store.clear(keys);
        },
      };
    },
  };
}

export type FailureThrottle = ReturnType<typeof createFailureThrottle>;
