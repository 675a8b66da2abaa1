import type { FastifyInstance } from 'fastify';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { chatMessagesRoutes } from '../modules/chat/chat-messages.routes.js';
import { chatRoutes } from '../modules/chat/chat.routes.js';
import { companiesRoutes } from '../modules/companies/companies.routes.js';
import { companyProfileRoutes } from '../modules/company-profile/company-profile.routes.js';
import { dashboardStatsRoutes } from '../modules/dashboard-stats/dashboard-stats.routes.js';
import { driverRenewalsRoutes } from '../modules/drivers/driver-renewals.routes.js';
import { driversRoutes } from '../modules/drivers/drivers.routes.js';
import { dutiesRoutes } from '../modules/duties/duties.routes.js';
import { dutyMovesRoutes } from '../modules/duties/duty-moves.routes.js';
import { dutyScheduleRoutes } from '../modules/duties/duty-schedule.routes.js';
import { dutySlipChargesRoutes } from '../modules/duty-slips/duty-slip-charges.routes.js';
import { dutySlipsRoutes } from '../modules/duty-slips/duty-slips.routes.js';
import { rostersRoutes } from '../modules/duties/rosters.routes.js';
import { employeesRoutes } from '../modules/employees/employees.routes.js';
import { eventsRoutes } from '../modules/events/events.routes.js';
import { kycRoutes } from '../modules/kyc/kyc.routes.js';
import { geofencesRoutes } from '../modules/live-location/geofences.routes.js';
import { shiftsRoutes } from '../modules/live-location/shifts.routes.js';
import { liveLocationRoutes } from '../modules/live-location/live-location.routes.js';
import { osmandRoutes } from '../modules/live-location/osmand.routes.js';
import { phoneSharingRoutes } from '../modules/live-location/phone-sharing.routes.js';
import { notificationsRoutes } from '../modules/notifications/notifications.routes.js';
import { devMailRoutes } from '../modules/notification-delivery/dev-mail.routes.js';
import { mailDirOf } from '../modules/notification-delivery/notification-delivery.js';
import { notificationPreferencesRoutes } from '../modules/notification-delivery/notification-preferences.routes.js';
import { otpRoutes } from '../modules/otp/otp.routes.js';
import { profileRoutes } from '../modules/profile/profile.routes.js';
import { ratingLinksRoutes } from '../modules/ratings/rating-links.routes.js';
import { safetyRoutes } from '../modules/safety/safety.routes.js';
import { ratingsRoutes } from '../modules/ratings/ratings.routes.js';
import { pushRoutes } from '../modules/push/push.routes.js';
import { reportSchedulesRoutes } from '../modules/reports/report-schedules.routes.js';
import { reportsRoutes } from '../modules/reports/reports.routes.js';
import { settingsRoutes } from '../modules/settings/settings.routes.js';
import { tariffsRoutes } from '../modules/tariffs/tariffs.routes.js';
import { settlementsRoutes } from '../modules/settlements/settlements.routes.js';
import { invoicesRoutes } from '../modules/invoices/invoices.routes.js';
import { invoicePaymentsRoutes } from '../modules/invoices/invoice-payments.routes.js';
import { monthEndRoutes } from '../modules/month-end/month-end.routes.js';
import { tasksRoutes } from '../modules/tasks/tasks.routes.js';
import { createSystemRepository } from '../modules/system/system.repository.js';
import { systemRoutes } from '../modules/system/system.routes.js';
import { vehicleRenewalsRoutes } from '../modules/vehicles/vehicle-renewals.routes.js';
import { vehiclesRoutes } from '../modules/vehicles/vehicles.routes.js';
import { vendorsRoutes } from '../modules/vendors/vendors.routes.js';
import type { AppDeps } from './app-deps.js';
import type { Services } from './services.js';

/** The API's route table under `/api`, module by module; a new module adds its routes here. */
export async function registerApiRoutes(
  api: FastifyInstance,
  services: Services,
  deps: AppDeps,
): Promise<void> {
  const s = services;
  await api.register(
    systemRoutes({
      system: createSystemRepository(deps.db),
      version: deps.version,
      demo: deps.demo ?? null,
      benchHello: deps.config.BENCH_HELLO ?? false,
    }),
  );
  await api.register(authRoutes({ auth: s.auth, sessions: s.sessions }));
  await api.register(otpRoutes(s.otp));
  await api.register(kycRoutes(s.kycProvider));
  await api.register(companiesRoutes(s.companies));
  await api.register(companyProfileRoutes({ profile: s.companyProfile, logo: s.companyLogo }));
  await api.register(vendorsRoutes({ vendors: s.vendors, authenticate: s.authenticate }));
  await api.register(employeesRoutes({ employees: s.employees, invitations: s.invitations }));
  await api.register(driversRoutes({ drivers: s.drivers, documents: s.driverDocuments }));
  await api.register(driverRenewalsRoutes(s.driverRenewals));
  await api.register(
    vehiclesRoutes({
      vehicles: s.vehicles,
      assignment: s.vehicleAssignment,
      documents: s.vehicleDocuments,
    }),
  );
  await api.register(vehicleRenewalsRoutes(s.vehicleRenewals));
  await api.register(dutiesRoutes(s.duties));
  await api.register(dutyScheduleRoutes(s.duties.schedule));
  await api.register(rostersRoutes(s.duties.rosters));
  await api.register(dutyMovesRoutes(s.duties.moves));
  await api.register(dutySlipsRoutes(s.dutySlips));
  await api.register(dutySlipChargesRoutes(s.dutySlipCharges));
  await api.register(profileRoutes(s.profile));
  await api.register(pushRoutes(s.push));
  await api.register(settingsRoutes(s.settings));
  await api.register(eventsRoutes(s.events));
  await api.register(notificationsRoutes(s.notifications));
  await api.register(notificationPreferencesRoutes(s.notificationDelivery.preferences));
  // Development's written e-mails: only where they are written instead of sent.
  if (deps.config.NODE_ENV !== 'production' && !deps.config.SMTP_URL)
    await api.register(devMailRoutes(mailDirOf(deps.config)));
  await api.register(tasksRoutes(s.tasks));
  await api.register(chatRoutes(s.chat.conversations));
  await api.register(chatMessagesRoutes(s.chat.messages));
  await api.register(
    liveLocationRoutes({
      devices: s.liveLocation.devices,
      liveMap: s.liveLocation.liveMap,
      trails: s.liveLocation.trails,
      replays: s.liveLocation.replays,
      tiles: {
        url: deps.config.MAP_TILE_URL,
        attribution: deps.config.MAP_TILE_ATTRIBUTION,
        maxZoom: deps.config.MAP_TILE_MAX_ZOOM,
        pmtilesUrl: deps.config.MAP_PMTILES_URL ?? null,
      },
    }),
  );
  await api.register(geofencesRoutes(s.liveLocation.geofences));
  await api.register(osmandRoutes(s.liveLocation.ingest));
  await api.register(phoneSharingRoutes(s.liveLocation.phones));
  await api.register(
    shiftsRoutes({ shifts: s.liveLocation.shifts, phones: s.liveLocation.phones }),
  );
  await api.register(ratingsRoutes(s.ratings.ratings));
  await api.register(ratingLinksRoutes(s.ratings.links));
  await api.register(safetyRoutes(s.safety));
  await api.register(tariffsRoutes(s.tariffs));
  await api.register(settlementsRoutes(s.settlements));
  await api.register(monthEndRoutes(s.monthEnd));
  await api.register(invoicesRoutes({ ...s.invoices, logo: () => s.companyLogo.logoBytes() }));
  await api.register(invoicePaymentsRoutes(s.invoices.payments));
  await api.register(reportsRoutes(s.reports));
  await api.register(reportSchedulesRoutes(s.reports.schedules));
  await api.register(dashboardStatsRoutes(s.dashboardStats));
}
