import type { SharedRedis } from '../core/redis.js';
import type { FailureKeys, FailureLimits, FailureStore } from './failure-throttle.js';

/**
 * createMemoryFailureStore's `attempt`, in Redis: one script, so guesses sent to several
 * processes at once are counted like guesses sent to one. A count is a hash (failures, resetAt,
 * lastAt) that Redis drops when its window ends.
 */
const ATTEMPT = `
local at = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local function live(key)
  local count = redis.call('HMGET', key, 'failures', 'resetAt', 'lastAt')
  if not count[1] or tonumber(count[2]) <= at then return nil end
  return { failures = tonumber(count[1]), resetAt = tonumber(count[2]), lastAt = tonumber(count[3]) }
end
local source = live(KEYS[1])
if source and source.failures >= tonumber(ARGV[3]) then return source.resetAt - at end
local account = live(KEYS[2])
if account then
  local over = account.failures - tonumber(ARGV[4])
  if over > 0 then
    local wait = account.lastAt + math.min(1000 * 2 ^ (over - 1), tonumber(ARGV[5])) - at
    if wait > 0 then return wait end
  end
end
for i, count in ipairs({ source or false, account or false }) do
  if count then
    redis.call('HSET', KEYS[i], 'failures', count.failures + 1, 'lastAt', at)
  else
    redis.call('HSET', KEYS[i], 'failures', 1, 'resetAt', at + window, 'lastAt', at)
    redis.call('PEXPIRE', KEYS[i], window)
  end
end
return 0
`;

/**
 * Failures counted in Redis, shared by every process. While Redis cannot be reached they are
 * counted in `fallback` (this process's memory), so signing in keeps working during an outage,
 * limited per process as with one process.
 */
export function createRedisFailureStore(redis: SharedRedis, fallback: FailureStore): FailureStore {
  return {
    async attempt(keys: FailureKeys, at: number, limits: FailureLimits) {
      if (redis.isReady()) {
        try {
          const wait = await redis.client.eval(
            ATTEMPT,
            2,
            keys.source,
            keys.account,
            at,
            limits.perSource.windowMs,
            limits.perSource.max,
            limits.perAccount.free,
            limits.perAccount.maxDelayMs,
          );
          return Number(wait);
        } catch {
          // Lost mid-command: count here, as for any other moment of the outage.
        }
      }
      return fallback.attempt(keys, at, limits);
    },
    async clear(keys: FailureKeys) {
      // Both: failures counted here during an outage are cleared by a success after it.
      await fallback.clear(keys);
      if (redis.isReady()) await redis.client.del(keys.source, keys.account).catch(() => {});
    },
  };
}
