import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { toBody } from './error-handler.js';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached,
 * and every other GET that wants HTML answered with index.html so client routes work on reload.
 * API paths keep their JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, root: string) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`no built web app in ${root}; run "npm run build" to serve it`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/ws');
    const isFile = path.extname(url) !== '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !isFile;
    if (!wantsPage) {
      return reply.status(404).send(toBody('NOT_FOUND', `No route for ${request.method} ${url}`));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
