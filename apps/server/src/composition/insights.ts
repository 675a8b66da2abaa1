import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { createDashboardStatsService } from '../modules/dashboard-stats/dashboard-stats.service.js';
import { createDriverReader } from '../modules/drivers/driver-reader.js';
import type { DriversRepository } from '../modules/drivers/drivers.repository.js';
import type { DutiesService } from '../modules/duties/duties.service.js';
import type { NotificationDeliveryService } from '../modules/notification-delivery/notification-delivery.service.js';
import type { createRatings } from '../modules/ratings/create-ratings.js';
import type { SettlementsService } from '../modules/settlements/settlements.service.js';
import { createReports } from '../modules/reports/create-reports.js';
import type { UsersService } from '../modules/users/users.service.js';
import type { VehiclesService } from '../modules/vehicles/vehicles.service.js';
import { createJobSender } from '../jobs/job-sender.js';

/** What the dashboards' charts and the reports are made of, each module's in its own scope. */
export function createInsights(
  app: FastifyInstance,
  deps: {
    db: Database;
    duties: DutiesService;
    vehicles: VehiclesService;
    ratings: ReturnType<typeof createRatings>;
    settlements: SettlementsService;
    driversRepository: DriversRepository;
    users: UsersService;
    /** Scheduled reports go out through the notifications' e-mail channel. */
    email: NotificationDeliveryService;
  },
) {
  const { duties, vehicles, ratings } = deps;
  const dashboardStats = createDashboardStatsService({
    dutyTotals: (caller, from, to) => duties.stats.daily(caller, from, to),
    compliance: (caller) => vehicles.getComplianceSummary(caller),
    reviews: (caller, from, to) => ratings.stats.reviewCounts(caller, from, to),
  });
  // Reports read the duties, fleet and invoices tables themselves; average ratings come from
  // ratings, vendor statements from settlements (they are worked when read, not stored).
  const drivers = createDriverReader(deps.driversRepository);
  const reports = createReports({
    db: deps.db,
    averages: ratings.ratings.averages,
    driverIdOfUser: (userId) => drivers.findDriverIdOfUser(userId),
    settlementStatements: (caller, month, vendorId) =>
      deps.settlements.statements(caller, month, vendorId),
    log: app.log,
    users: deps.users,
    email: deps.email,
    queue: createJobSender(deps.db.$client),
  });
  return { dashboardStats, reports };
}
