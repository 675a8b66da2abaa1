import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX, runTool } from './services.js';

/** The configuration docs/deployment.md gives, exactly as committed. */
export const NGINX_CONF = fileURLToPath(
  new URL('../../../../deploy/nginx/raahi.conf', import.meta.url),
);

const INSTALL = 'apt-get install nginx (Debian’s package)';

export interface RunningNginx {
  url: string;
  /** The access log so far: one line per finished request, with the process that answered. */
  accessLog(): Promise<string>;
  stop(): Promise<void>;
}

/** Replaces each text once; a text no longer in the file is an error, not a silent no-op. */
function substitute(conf: string, replacements: [string, string][]) {
  return replacements.reduce((text, [from, to]) => {
    if (text.split(from).length !== 2) {
      throw new Error(`${NGINX_CONF} should hold "${from}" exactly once (the test replaces it)`);
    }
    return text.replace(from, to);
  }, conf);
}

/**
 * Runs nginx from the machine's package with deploy/nginx/raahi.conf in front of the given app
 * ports, as a foreground process of this test: its own prefix, pid, logs and temporary files
 * in a fresh folder, listening on 127.0.0.1 only, so the system's nginx is never touched.
 */
export async function startNginx(options: {
  port: number;
  upstreams: [number, number];
}): Promise<RunningNginx> {
  await runTool(NGINX, ['-v'], INSTALL);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'raahi-nginx-'));
  // Workers of an nginx started as root run as nobody: they must reach the temporary files.
  await fs.chmod(dir, 0o755);
  const site = substitute(await fs.readFile(NGINX_CONF, 'utf8'), [
    ['listen 80;', `listen 127.0.0.1:${options.port};`],
    ['server 127.0.0.1:8081 ', `server 127.0.0.1:${options.upstreams[0]} `],
    ['server 127.0.0.1:8082 ', `server 127.0.0.1:${options.upstreams[1]} `],
    ['/var/log/nginx/', `${dir}/`],
  ]);
  await fs.writeFile(path.join(dir, 'raahi.conf'), site);
  // One worker: requests are shared out strictly in turn, which the test relies on.
  const main = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/raahi.conf;
}
`;
  const confFile = path.join(dir, 'nginx.conf');
  await fs.writeFile(confFile, main);
  await runTool(NGINX, ['-t', '-q', '-p', dir, '-c', confFile], INSTALL);

  const child = spawn(NGINX, ['-p', dir, '-c', confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  let errorLog = '';
  // SIGTERM, not SIGKILL: the master stops its workers (a killed master leaves them running).
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    errorLog = await fs.readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
    await fs.rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    const answered = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${url}:\n${printed}${errorLog}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    accessLog: () => fs.readFile(path.join(dir, 'raahi.access.log'), 'utf8'),
    stop,
  };
}
