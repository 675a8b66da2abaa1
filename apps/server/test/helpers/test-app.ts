import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDatabase, type Database } from '../../src/db/client.js';
import { adminQuery, withDatabase } from '../global-setup.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
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
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `${inject('templateDatabase').replace(/_template$/, '')}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}" template "${inject('templateDatabase')}"`);
  const databaseUrl = withDatabase(adminUrl, name);

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    ...env,
  });
  const db = createDatabase(databaseUrl, 5);
  const app = await buildApp({ config, db, version: 'test', webRoot: '/nonexistent' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    app,
    db,
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
      let body: unknown = undefined;
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
    },
  };
}
