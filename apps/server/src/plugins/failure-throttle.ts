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

interface Count {
  failures: number;
  resetAt: number;
  lastAt: number;
}

const MAX_TRACKED = 100_000;

/**
 * Slows down guessing of a secret (a password, a one-time code) without letting anyone lock its
 * owner out. Only failures count, and a success clears them. The strict limit is keyed on the
 * account and the address together, so failures from elsewhere never refuse the owner's
 * address; the account as a whole is slowed, never closed: after `free` failures from any
 * addresses, attempts are spaced out by a growing wait that is answered as 429 with Retry-After.
 * An attempt counts as a failure from the moment it starts, so guesses sent at once count too.
 * In memory, per process (like the other rate limits).
 */
export function createFailureThrottle(limits: FailureLimits, now: () => number = Date.now) {
  const { perSource, perAccount } = limits;
  const counts = new Map<string, Count>();

  function live(key: string, at: number): Count | undefined {
    const count = counts.get(key);
    if (!count || count.resetAt > at) return count;
    counts.delete(key);
    return undefined;
  }

  function fail(key: string, at: number) {
    const count = live(key, at) ?? { failures: 0, resetAt: at + perSource.windowMs, lastAt: at };
    count.failures += 1;
    count.lastAt = at;
    counts.set(key, count);
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

  const refuse = (waitMs: number) => {
    const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
    return new AppError('RATE_LIMITED', `Too many attempts. Try again in ${retryAfter} seconds.`, {
      retryAfter,
    });
  };

  /** The wait the account's failures impose before its next attempt, in milliseconds. */
  function accountDelay(failures: number) {
    const over = failures - perAccount.free;
    return over > 0 ? Math.min(1000 * 2 ** (over - 1), perAccount.maxDelayMs) : 0;
  }

  return {
    /**
     * Call before checking the secret: throws RATE_LIMITED (with `retryAfter`) or counts the
     * attempt as a failure until `succeeded` is called.
     */
    begin(account: string, source: string) {
      const at = now();
      forgetExpired(at);
      const accountKey = `account:${account}`;
      const sourceKey = `source:${account}:${source}`;
      const fromSource = live(sourceKey, at);
      if (fromSource && fromSource.failures >= perSource.max) {
        throw refuse(fromSource.resetAt - at);
      }
      const overall = live(accountKey, at);
      if (overall) {
        const wait = overall.lastAt + accountDelay(overall.failures) - at;
        if (wait > 0) throw refuse(wait);
      }
      fail(sourceKey, at);
      fail(accountKey, at);
      return {
        succeeded() {
          counts.delete(sourceKey);
          counts.delete(accountKey);
        },
      };
    },
  };
}

export type FailureThrottle = ReturnType<typeof createFailureThrottle>;
