import { randomBytes } from 'node:crypto';
import net from 'node:net';

/** The Redis the tests share with everything else on the machine (CI starts one there). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether Redis answers. A machine without one skips the tests that need it, saying so; CI
 * (which starts one) fails instead of skipping.
 */
export async function redisAvailable(file: string): Promise<boolean> {
  const { hostname, port } = new URL(TEST_REDIS_URL);
  const answered = await new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const answer = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(500);
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
  if (!answered) {
    const message = `${file}: no Redis at ${TEST_REDIS_URL}`;
    if (process.env.CI) throw new Error(message);
    console.warn(`${message}; skipping the tests that need it`);
  }
  return answered;
}

/** Keys of their own for one test file's run, so files in parallel and earlier runs never meet. */
export const testKeyPrefix = (file: string) =>
  `raahi-test:${file}:${randomBytes(4).toString('hex')}:`;
