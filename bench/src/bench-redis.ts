import { randomBytes } from 'node:crypto';
import net from 'node:net';

/** Redis for the two-process scenarios' fan-out; without one they fan out through LISTEN/NOTIFY. */
export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether BENCH_REDIS_URL answers. */
export async function redisReachable(url = BENCH_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(500);
    const answer = (ok: boolean) => (socket.destroy(), resolve(ok));
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

/** The servers' Redis settings: keys of this run's own, so runs never meet. */
export const benchRedisEnv = () => ({
  REDIS_URL: BENCH_REDIS_URL,
  REDIS_KEY_PREFIX: `raahi-bench-${randomBytes(3).toString('hex')}:`,
});
