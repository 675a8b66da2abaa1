import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDatabase, type Database } from '../../src/db/client.js';
import type { DemoMeta } from '../../src/db/seed/demo-start.js';
import type { SmsSender } from '../../src/modules/otp/sms.js';
import type { Secrets } from '../../src/secrets.js';
import { adminQuery, withDatabase } from '../global-setup.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  secrets: Secrets;
  /** Text messages the server sent, newest last. */
  sms: { phone: string; text: string }[];
  /** This app's DATA_DIR (uploads live under uploads/). */
  dataDir: string;
  /** Its database, for a second app on the same one (`options.databaseUrl`). */
  databaseUrl: string;
  /** Every log line the server wrote (at LOG_LEVEL, 'trace' unless the test sets it). */
  logs: string[];
  /** The code in the last text sent to a phone. */
  lastOtp(phone: string): string;
  /** Base URL of the listening server, e.g. http://127.0.0.1:43121 */
  url: string;
  request(
    path: string,
    init?: RequestInit & { json?: unknown; token?: string },
  ): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/** A fresh database cloned from the migrated template, and the real app listening on a port. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    smsDelivers?: boolean;
    webRoot?: string;
    /** The URL the app connects with, given its database's (e.g. through a TCP proxy). */
    connectThrough?: (databaseUrl: string) => Promise<string>;
    /** Demo sign-ins for GET /api/meta, as the server's start decided them. */
    demo?: DemoMeta | null;
    /** Another app's database instead of a fresh one: two server processes on one database. */
    databaseUrl?: string;
  } = {},
): Promise<TestApp> {
  const ownUrl = options.databaseUrl ?? (await createDatabaseFromTemplate());
  const databaseUrl = options.connectThrough ? await options.connectThrough(ownUrl) : ownUrl;

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raahi-it-'));
  const config = loadConfig({
    LOG_LEVEL: 'trace',
    NODE_ENV: 'test',
    // Background jobs only where a test asks for them: each runner polls its queues.
    JOBS_IN_PROCESS: 'false',
    // No OsmAnd listener on Traccar's port: a test that wants one gives a free port.
    OSMAND_PORT: '0',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ...env,
  });
  const db = createDatabase(databaseUrl, 5);
  const vapid = webPush.generateVAPIDKeys();
  const secrets: Secrets = {
    jwtSecret: randomBytes(32).toString('hex'),
    aadhaarHmacKey: randomBytes(32).toString('hex'),
    databasePassword: 'unused',
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
  const sms: { phone: string; text: string }[] = [];
  // The SMS boundary: a provider would text the phone; tests read what would have been sent.
  const smsSender: SmsSender = {
    name: 'test',
    delivers: options.smsDelivers ?? true,
    async send(phone, text) {
      sms.push({ phone, text });
    },
  };
  const logs: string[] = [];
  const app = await buildApp({
    logStream: { write: (line) => logs.push(line) },
    config,
    db,
    secrets,
    sms: smsSender,
    version: 'test',
    webRoot: options.webRoot ?? '/nonexistent',
    demo: options.demo ?? null,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    app,
    db,
    secrets,
    sms,
    logs,
    dataDir,
    databaseUrl: ownUrl,
    lastOtp(phone) {
      const text = sms.filter((m) => m.phone === phone).at(-1)?.text;
      const code = text ? /\b(\d{6})\b/.exec(text)?.[1] : undefined;
      if (!code) throw new Error(`no code was texted to ${phone}`);
      return code;
    },
    url,
    async request(path, init = {}) {
      const { json, token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      if (token) headers.set('authorization', `Bearer ${token}`);
      const response = await fetch(url + path, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      return { status: response.status, headers: response.headers, body, text };
    },
    async close() {
      await app.close();
      await db.$client.end();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database cloned from the migrated template. */
async function createDatabaseFromTemplate() {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `${inject('templateDatabase').replace(/_template$/, '')}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}" template "${inject('templateDatabase')}"`);
  return withDatabase(adminUrl, name);
}
