import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The built app started as the README's `npm start` does (embedded PostgreSQL, demo data), in a
 * throw-away data folder, on a free port. `npm run build` must have run.
 */
export interface DemoServer {
  url: string;
  /** Everything the server printed so far: the development SMS codes are read from it. */
  output(): string;
  stop(): Promise<void>;
}

export async function startDemoServer(root: string): Promise<DemoServer> {
  const entry = path.join(root, 'apps/server/dist/server.js');
  await fs.access(entry).catch(() => {
    throw new Error(`${entry} is missing: run "npm run build" first`);
  });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raahi-bench-web-'));
  await fs.chmod(dataDir, 0o755);
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const record = (chunk: Buffer) => (printed += chunk.toString());
  child.stdout!.on('data', record);
  child.stderr!.on('data', record);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 120 s:\n${printed}`)), 120_000);
    child.stdout!.on('data', () => {
      const port = /is running at http:\/\/[^:]+:(\d+)/.exec(printed)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${printed}`));
    });
  });
  return {
    url,
    output: () => printed,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the app keeps in local storage once signed in (apps/web's session store). */
export type StoredSession = Record<'user' | 'accessToken' | 'role' | 'refreshToken', string>;

/** Puts the session in local storage before the app's first script, as after an earlier visit. */
export function seedScript(origin: string, session: StoredSession): string {
  return `if (location.origin === ${JSON.stringify(origin)}) {
    for (const [key, value] of Object.entries(${JSON.stringify(session)}))
      localStorage.setItem(key, value);
  }`;
}

interface SessionAnswer {
  user: { role: string };
  accessToken: string;
  refreshToken: string;
}

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function stored(response: Response): Promise<StoredSession> {
  const answer = (await response.json()) as SessionAnswer;
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return {
    user: JSON.stringify(answer.user),
    accessToken: answer.accessToken,
    role: answer.user.role,
    refreshToken: answer.refreshToken,
  };
}

export const DEMO_PASSWORD = 'RaahiDemo@2026';

export async function signInAdmin(server: DemoServer): Promise<StoredSession> {
  const email = 'admin@demo.raahi.in';
  return stored(
    await post(`${server.url}/api/auth/admins/login`, { email, password: DEMO_PASSWORD }),
  );
}

/** The demo driver, by the code the development SMS sender writes to the server's log. */
export async function signInDriver(server: DemoServer): Promise<StoredSession> {
  const phone = '9900100001';
  const since = server.output().length;
  const asked = await post(`${server.url}/api/otp/send-otp-driver`, { phone });
  if (!asked.ok) throw new Error(`send-otp-driver answered ${asked.status}`);
  const pattern = new RegExp(`to \\+91-${phone}: (\\d{6}) is your Raahi sign-in code`);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const otp = pattern.exec(server.output().slice(since))?.[1];
    if (otp) return stored(await post(`${server.url}/api/otp/verify-otp`, { phone, otp }));
    if (Date.now() > deadline) throw new Error('no sign-in code in the server log');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The driver's latest completed duty: its drawer shows the most a driver sees (the slip's
 * figures, the history), as she opens it from the list or a notification.
 */
export async function latestCompletedDuty(
  server: DemoServer,
  session: StoredSession,
): Promise<string> {
  const query = 'status=Completed&sort=-scheduledStart&pageSize=1';
  const answer = await fetch(`${server.url}/api/trip/trip-list?${query}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  const page = (await answer.json()) as { items?: { id: string }[] };
  const id = page.items?.[0]?.id;
  if (!answer.ok || !id)
    throw new Error(`no completed duty for the demo driver (${answer.status})`);
  return id;
}
