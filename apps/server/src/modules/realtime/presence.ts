import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { SharedRedis } from '../../core/redis.js';
import type { RealtimeHub } from './hub.js';

/** How often a process rewrites its set of connected users, and how long the set outlives it. */
const HEARTBEAT_MS = 10_000;
const PROCESS_TTL_MS = 30_000;
const PROCESSES = 'presence:processes';
const usersOf = (processId: string) => `presence:process:${processId}`;

/**
 * Who has a live socket on any server process. This process's own sockets are the hub's; with
 * Redis, each process also keeps a set of its connected users (`presence:process:<id>`, changed
 * as users come and go, rewritten whole every 10 s and expiring 30 s after its process stops
 * doing so) and lists itself in `presence:processes`. Without Redis (or while it is away) only
 * this process's sockets count: a member connected to another process is taken for away.
 */
export function createPresence(deps: {
  hub: Pick<RealtimeHub, 'isConnected' | 'connectedUserIds' | 'onPresence'>;
  redis: SharedRedis | null;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { hub, redis, log } = deps;
  const processId = randomUUID();
  const own = usersOf(processId);
  let timer: NodeJS.Timeout | null = null;
  let stopFollowing: (() => void) | null = null;
  let warned = false;

  const lost = (error: unknown) => {
    if (warned) return;
    warned = true;
    log.warn({ err: error }, 'presence in Redis unavailable: only this process’s sockets count');
  };

  /** A change as it happens; a lost one is repaired by the next rewrite. */
  function follow(userId: string, connected: boolean) {
    if (!redis?.isReady()) return;
    const change = redis.client.multi();
    if (connected) change.sadd(own, userId).pexpire(own, PROCESS_TTL_MS).sadd(PROCESSES, processId);
    else change.srem(own, userId);
    change.exec().catch(lost);
  }

  /** Rewrites this process's set whole, and forgets processes whose set has expired. */
  async function heartbeat() {
    if (!redis?.isReady()) return;
    const users = hub.connectedUserIds();
    const rewrite = redis.client.multi().del(own).sadd(PROCESSES, processId);
    if (users.length > 0) rewrite.sadd(own, ...users).pexpire(own, PROCESS_TTL_MS);
    await rewrite.exec();
    const others = (await redis.client.smembers(PROCESSES)).filter((id) => id !== processId);
    if (others.length === 0) return;
    const gone: string[] = [];
    const checks = redis.client.pipeline();
    for (const id of others) checks.exists(usersOf(id));
    (await checks.exec())?.forEach(([, found], i) => found === 0 && gone.push(others[i]!));
    if (gone.length > 0) await redis.client.srem(PROCESSES, ...gone);
    warned = false;
  }

  return {
    async start() {
      if (!redis) return;
      stopFollowing = hub.onPresence(follow);
      const beat = () => void heartbeat().catch(lost);
      beat();
      timer = setInterval(beat, HEARTBEAT_MS);
      timer.unref();
    },

    /** Of these accounts, those with a live socket on this process or (with Redis) any other. */
    async connected(userIds: string[]): Promise<ReadonlySet<string>> {
      const found = new Set(userIds.filter((id) => hub.isConnected(id)));
      const rest = userIds.filter((id) => !found.has(id));
      if (rest.length === 0 || !redis?.isReady()) return found;
      try {
        const others = (await redis.client.smembers(PROCESSES)).filter((id) => id !== processId);
        if (others.length === 0) return found;
        const lookups = redis.client.pipeline();
        for (const id of others) lookups.smismember(usersOf(id), ...rest);
        for (const [error, flags] of (await lookups.exec()) ?? []) {
          if (error) throw error;
          (flags as number[]).forEach((flag, i) => flag === 1 && found.add(rest[i]!));
        }
      } catch (error) {
        lost(error);
      }
      return found;
    },

    async stop() {
      stopFollowing?.();
      if (timer) clearInterval(timer);
      if (!redis?.isReady()) return;
      await redis.client
        .multi()
        .del(own)
        .srem(PROCESSES, processId)
        .exec()
        .catch(() => {});
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
