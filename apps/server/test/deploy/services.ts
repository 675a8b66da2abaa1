import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { promisify } from 'node:util';
import pg from 'pg';

/*
 * What the deployment test runs against: the machine's own PostgreSQL, Redis and nginx, as in
 * production (.ci/run starts and installs them). Each may be pointed elsewhere by a variable.
 */

/** A superuser on the system PostgreSQL; each test makes and drops its own database there. */
export const POSTGRES_URL =
  process.env.DEPLOY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.DEPLOY_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Debian puts it in /usr/sbin, which is not on every user's PATH.
export const NGINX =
  process.env.DEPLOY_NGINX ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

const run = promisify(execFile);

/** Runs a program the test needs, saying how to get it when the machine lacks it. */
export async function runTool(command: string, args: string[], install: string) {
  try {
    return await run(command, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${command} is not installed: ${install} (.ci/run installs it).`, {
        cause: error,
      });
    }
    throw error;
  }
}

export function databaseUrl(name: string, base = POSTGRES_URL) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function query<Row extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((error: Error) => {
    throw new Error(`cannot reach PostgreSQL at ${url}: ${error.message}`);
  });
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A new, empty database on the system PostgreSQL; `drop` removes it with its connections. */
export async function createDatabase(purpose: string) {
  const name = `raahi_${purpose}_${randomBytes(4).toString('hex')}`;
  await query(POSTGRES_URL, `create database "${name}"`);
  return {
    name,
    url: databaseUrl(name),
    drop: () => query(POSTGRES_URL, `drop database if exists "${name}" with (force)`),
  };
}

/** Fails with a clear message when Redis does not answer PING. */
export async function requireRedis(url = REDIS_URL) {
  const { hostname, port } = new URL(url);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(2_000, () => socket.destroy(new Error('no answer in 2 s')));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(data.toString());
      socket.end();
    });
    socket.once('error', reject);
  }).catch((error: Error) => error.message);
  if (!answer.startsWith('+PONG')) {
    throw new Error(`Redis at ${url} does not answer (${answer.trim()}): start redis-server.`);
  }
}

/** Distinct ports nothing listens on right now, for programs told which one to take. */
export async function freePorts(count: number): Promise<number[]> {
  // Held open together, so the system cannot hand out the same one twice.
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
