import { DashboardChartsSchema } from '@raahi/domain/dashboard-charts';
import { rolesAllowed } from '@raahi/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { DashboardStatsService } from './dashboard-stats.service.js';

/** The numbers behind the dashboards' charts. */
export const dashboardStatsRoutes =
  (stats: DashboardStatsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard/charts',
      {
        config: { access: rolesAllowed('dashboard:view') },
        schema: {
          tags: ['dashboard'],
          summary:
            "The last 30 India days of the caller's own scope (the operator all, a vendor its own, a driver the duties it drove): duties by day and status, by service type, on-time starts, km driven; vehicles by compliance (null for a driver); passengers' reviews",
          response: { 200: DashboardChartsSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => stats.getCharts(callerOf(request)),
    );
  };
