import { HealthSchema, MetaSchema, type DemoMeta } from '@raahi/domain/api';
import { ROLES } from '@raahi/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SystemRepository } from './system.repository.js';

export const systemRoutes =
  (deps: {
    system: SystemRepository;
    version: string;
    demo: DemoMeta | null;
    benchHello: boolean;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { system, version } = deps;
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
        const dbOk = await system.ping().then(
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
