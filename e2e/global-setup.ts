import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowser } from './fixtures/browser.js';
import { describeChromium, findChromium } from './fixtures/chromium.js';
import { makeDataDir, startServer } from './fixtures/server.js';
import { signInDemoRoles, type DemoRole, type Session } from './fixtures/sessions.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverOutput: string;
    /** The server's output as it grows (e.g. sign-in codes), readable from any spec. */
    serverLogFile: string;
    /**
     * One API sign-in per demo role, shared by specs that only look around. A spec that logs
     * out, refreshes or otherwise spends a session signs in on its own.
     */
    sessions: Record<DemoRole, Session>;
  }
}

/** One production server with a fresh data directory and demo data for the browser journeys. */
export default async function setup(project: TestProject) {
  const chromium = await findChromium();
  const browser = await launchBrowser(chromium);
  console.log(describeChromium(chromium, browser.version()));
  await browser.close();
  project.provide('chromium', chromium);
  const dataDir = await makeDataDir();
  const logDir = await makeDataDir();
  const serverLogFile = path.join(logDir, 'server.log');
  // The demo roles sign in once for the whole run, which lasts longer than an access token's
  // 15 minutes once the other tiers run beside it: the specs use these tokens directly.
  const server = await startServer({
    dataDir,
    logFile: serverLogFile,
    env: { ACCESS_TOKEN_TTL_SECONDS: '7200' },
  });
  project.provide('baseUrl', server.url);
  project.provide('serverOutput', server.output());
  project.provide('serverLogFile', serverLogFile);
  project.provide('sessions', await signInDemoRoles(server.url, () => server.output()));
  return async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(logDir, { recursive: true, force: true });
  };
}
