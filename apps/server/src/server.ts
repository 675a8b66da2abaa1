import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './database.js';
import { startDemo } from './db/seed/demo-start.js';
import { ensureFirstAdmin } from './modules/users/first-admin.js';
import { SERVER_ROOT } from './paths.js';
import { loadSecrets } from './secrets.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const version = (
    JSON.parse(fs.readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const secrets = await loadSecrets(config);
  const database = await openDatabase(config, secrets, (message) =>
    console.log(`[postgres] ${message}`),
  );
  const demo = await startDemo(database.db, config, database.embedded);
  const banner = [...demo.banner, ...(await ensureFirstAdmin(database.db, config))];

  const app = await buildApp({
    config,
    db: database.db,
    secrets,
    version,
    demo: demo.meta,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shownHost = ['0.0.0.0', '::', '127.0.0.1'].includes(config.HOST)
    ? 'localhost'
    : config.HOST;
  const url = config.PUBLIC_URL ?? `http://${shownHost}:${port}`;
  console.log(
    [
      '',
      `  Raahi ${version} is running at ${url}`,
      `  Database: ${database.embedded ? `embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}` : 'DATABASE_URL'}`,
      `  API docs: ${url}/api/docs`,
      ...banner.map((line) => `  ${line}`),
      '',
    ].join('\n'),
  );
  // Last, where it is seen: demo accounts with a published password in production.
  if (demo.warning.length > 0) console.warn([...demo.warning, ''].join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
