import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('../../dist/server.js', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const START_TIMEOUT_MS = 60_000;

export interface AppProcess {
  /** http://127.0.0.1:<port>, straight to this process (not through nginx). */
  url: string;
  port: number;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGKILL: no shutdown at all, as when the machine or the process dies. */
  kill(): Promise<void>;
  /** SIGTERM: the clean shutdown systemd and docker ask for. */
  stop(): Promise<void>;
}

/**
 * Starts the production build (`node apps/server/dist/server.js`, as the systemd unit and the
 * Dockerfile do) on `port` with only the given environment, and waits until it listens. (The
 * port is chosen here, not by the process: its banner shows PUBLIC_URL, not where it listens.)
 */
export async function startApp(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<AppProcess> {
  await fs.access(SERVER_ENTRY).catch(() => {
    throw new Error(`${SERVER_ENTRY} is missing: run "npm run build" first.`);
  });
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`process ${name} did not start in 60 s:\n${printed}`));
    }, START_TIMEOUT_MS);
    const check = () => {
      if (!printed.includes(' is running at ')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout.on('data', check);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(`process ${name} exited (${code ?? signal}) before it started:\n${printed}`),
      );
    });
  });

  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    output: () => printed,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
