import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { toBody } from './error-handler.js';
import { allowScripts, findPageSnapshots } from './page-snapshots.js';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached,
 * and every other GET that wants HTML answered with index.html so client routes work on reload.
 * Files the build compressed (.br, .gz beside them) go out compressed to browsers that accept it.
 * A public page the build drew (page-snapshots.ts) goes out drawn, for this installation's kind.
 * API paths, files and other methods get the JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root: string,
  snapshotKind: string | null = null,
) {
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(404)
      .send(toBody('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`));

  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`no built web app in ${root}; run "npm run build" to serve it`);
    app.setNotFoundHandler(notFound);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const snapshots = findPageSnapshots(root, snapshotKind);
  const sendPage = (url: string, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    const snapshot = snapshots.get(url);
    if (!snapshot) return reply.sendFile('index.html');
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header('content-security-policy', allowScripts(policy, snapshot.scriptHashes));
    return reply.sendFile(snapshot.file);
  };
  // The static wildcard would answer '/' (a folder) with 403.
  app.get('/', (_request, reply) => sendPage('/', reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/ws');
    const isFile = path.extname(url) !== '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !isFile;
    if (!wantsPage) return notFound(request, reply);
    return sendPage(url, reply);
  });
}
