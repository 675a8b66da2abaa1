import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { PositionIngest } from './position-ingest.service.js';

/** A query string's values, the first of a repeated name. */
export function queryValues(query: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (typeof query !== 'object' || query === null) return values;
  for (const [key, value] of Object.entries(query)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') values[key] = first;
  }
  return values;
}

const SUMMARY =
  'A position by the OsmAnd protocol (Traccar Client): the query-string form by GET or POST (also as a form body), or the JSON form of Traccar Client 9+. 200 when stored, 400 for an unknown device or an implausible position, 429 past the device’s budget';

/**
 * `/api/positions/osmand`: the protocol at the API's address, for trackers that reach only
 * HTTPS through the proxy; OSMAND_PORT serves the same to those set to Traccar's port 5055.
 */
export const osmandRoutes =
  (ingest: PositionIngest): FastifyPluginAsyncZod =>
  async (app) => {
    // Older clients post the query form as a form body, which Fastify does not read by itself.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.route({
      method: ['GET', 'POST'],
      url: '/positions/osmand',
      config: { access: 'public' },
      schema: {
        tags: ['live location'],
        summary: SUMMARY,
        querystring: z.record(z.string(), z.unknown()),
        response: { 200: z.string(), ...errorResponses(400, 429) },
      },
      handler: async (request, reply) => {
        await ingest.ingest(queryValues(request.query), request.body);
        // Traccar answers an empty 200; the clients read nothing but the status.
        return reply.type('text/plain').send('');
      },
    });
  };
