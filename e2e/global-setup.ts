import fs from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { findChromium } from './fixtures/browser.js';
import { makeDataDir, startServer } from './fixtures/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverOutput: string;
  }
}

/** One production server with a fresh data directory for the browser journeys. */
export default async function setup(project: TestProject) {
  findChromium();
  const dataDir = await makeDataDir();
  const server = await startServer({ dataDir });
  project.provide('baseUrl', server.url);
  project.provide('serverOutput', server.output());
  return async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
