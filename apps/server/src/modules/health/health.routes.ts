import { HealthSchema } from '@raahi/domain/api';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';

export const healthRoutes =
  (db: Database, version: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Liveness and database reachability',
          response: { 200: HealthSchema, 503: HealthSchema },
        },
      },
      async (request, reply) => {
        const dbOk = await db.execute(sql`select 1`).then(
          () => true,
          (error: unknown) => {
            request.log.error({ err: error }, 'health check: database unreachable');
            return false;
          },
        );
        return reply
          .status(dbOk ? 200 : 503)
          .send({ status: dbOk ? 'ok' : 'degraded', db: dbOk ? 'ok' : 'down', version });
      },
    );
  };
