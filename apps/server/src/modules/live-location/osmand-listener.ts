import http from 'node:http';
import { AppError } from '../../errors.js';
import { queryValues } from './osmand.routes.js';
import type { PositionIngest } from './position-ingest.service.js';

const BODY_LIMIT_BYTES = 64 * 1024;

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        reject(new AppError('PAYLOAD_TOO_LARGE', 'A position is smaller than this'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function bodyOf(contentType: string | undefined, text: string): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new AppError('BAD_REQUEST', 'The body is not JSON');
    }
  }
  if (contentType?.includes('x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  return undefined;
}

/**
 * Traccar's own port for the OsmAnd protocol (5055), which trackers and the Traccar Client
 * are set to: any path, GET or POST, answered as `/api/positions/osmand` answers. A plain
 * HTTP server: nothing here needs the API's sign-in, cookies or documentation.
 */
export function createOsmandListener(deps: {
  ingest: PositionIngest;
  log: { error(object: unknown, message: string): void };
}) {
  const server = http.createServer((request, response) => {
    void (async () => {
      try {
        if (request.method !== 'GET' && request.method !== 'POST')
          throw new AppError('BAD_REQUEST', 'Send positions by GET or POST');
        const url = new URL(request.url ?? '/', 'http://osmand');
        const body = bodyOf(request.headers['content-type'], await readBody(request));
        await deps.ingest.ingest(queryValues(Object.fromEntries(url.searchParams)), body);
        response.writeHead(200, { 'content-length': '0' }).end();
      } catch (error) {
        const known = error instanceof AppError;
        if (!known) deps.log.error({ err: error }, 'position not stored');
        const status = known ? error.status : 500;
        const code = known ? error.code : 'INTERNAL';
        const message = known ? error.message : 'The position could not be stored';
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { code, message } }));
      }
    })();
  });
  server.keepAliveTimeout = 65_000;

  return {
    /** Listens; the port it got (a given 0 picks a free one). */
    listen(port: number, host: string): Promise<number> {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
