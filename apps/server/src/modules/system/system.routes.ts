import { HealthSchema } from '@raahi/domain/api';
import { ROLES, RoleSchema } from '@raahi/domain/roles';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { DemoMeta } from '../../db/seed/demo-start.js';

const MetaSchema = z.object({
  version: z.string(),
  demo: z
    .object({
      // Shown outside production only: a production server never hands out a password.
      password: z.string().nullable(),
      accounts: z.array(
        z.object({
          role: RoleSchema,
          name: z.string(),
          email: z.string().nullable(),
          phone: z.string().nullable(),
          method: z.enum(['password', 'otp']),
          note: z.string().optional(),
        }),
      ),
    })
    .nullable(),
});

export const systemRoutes =
  (deps: {
    db: Database;
    version: string;
    demo: DemoMeta | null;
    benchHello: boolean;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, version } = deps;
    if (deps.benchHello) {
      // The benchmark's ceiling: the same server and middleware, no work.
      const Hello = z.object({ hello: z.literal('world') });
      app.get(
        '/bench/hello',
        {
          config: { access: 'public' },
          schema: {
            tags: ['system'],
            summary: 'Benchmark ceiling (BENCH_HELLO only)',
            response: { 200: Hello },
          },
        },
        async () => ({ hello: 'world' as const }),
      );
      app.get(
        '/bench/authenticated',
        {
          config: { access: ROLES },
          schema: {
            tags: ['system'],
            summary: 'Benchmark: token and account check only (BENCH_HELLO only)',
            response: { 200: Hello },
          },
        },
        async () => ({ hello: 'world' as const }),
      );
    }
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

    app.get(
      '/meta',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Version, and the demo sign-ins when this installation runs on demo data',
          response: { 200: MetaSchema },
        },
      },
      async () => ({ version, demo: deps.demo }),
    );
  };
