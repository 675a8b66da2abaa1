import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './database.js';
import { SERVER_ROOT } from './paths.js';
import { loadSecrets } from './secrets.js';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * `npm run worker`: the background jobs without the web server, for deployments that set
 * JOBS_IN_PROCESS=false on their servers. It builds the same application as the server, so a
 * job sees the same services, and never listens on a port.
 */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    // A second process would stop the server's embedded PostgreSQL and start its own.
    throw new ConfigError([
      'DATABASE_URL: a separate worker needs it. On the embedded database the server runs the jobs itself (JOBS_IN_PROCESS, on by default).',
    ]);
  }
  const version = (
    JSON.parse(fs.readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const secrets = await loadSecrets(config);
  const database = await openDatabase(config, secrets, (message) =>
    console.log(`[postgres] ${message}`),
  );
  const app = await buildApp({ config, db: database.db, secrets, version, runJobs: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing the jobs under way`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }
  console.log(`\n  Raahi ${version} worker is running the background jobs\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
