import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';

/**
 * Serves the PMTiles archives an operator puts in `dir` at `prefix`, with HTTP range requests
 * (a map reads an archive a few kilobytes at a time, never whole) and ETags, so a replaced file
 * is noticed by open maps. Public, like the tile configuration: a passenger's shared trip draws
 * the same map. Only `.pmtiles` files are answered.
 */
export async function registerMapTilesFiles(app: FastifyInstance, dir: string, prefix: string) {
  await fs.mkdir(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix,
    decorateReply: false,
    index: false,
    acceptRanges: true,
    etag: true,
    allowedPath: (pathName) => pathName.endsWith('.pmtiles'),
    setHeaders(res) {
      // Revalidated by ETag: an archive replaced in place is read fresh, unchanged ones are 304.
      res.header('cache-control', 'no-cache');
    },
  });
}
