import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { createJobRunner } from '../jobs/job-runner.js';
import { eventsJobs } from '../modules/events/events.jobs.js';
import { housekeepingJobs } from '../modules/housekeeping/housekeeping.jobs.js';
import { monthEndJobs } from '../modules/month-end/month-end.jobs.js';
import { liveLocationJobs } from '../modules/live-location/live-location.jobs.js';
import { reportSchedulesJobs } from '../modules/reports/report-schedules.jobs.js';
import { remindersJobs } from '../modules/reminders/reminders.jobs.js';
import { notificationsJobs } from '../modules/notifications/notifications.jobs.js';
import { notificationDeliveryJobs } from '../modules/notification-delivery/notification-delivery.jobs.js';
import type { Services } from './services.js';

/** Every module's background jobs: a new module adds its `…Jobs(…)` here. */
function jobsOf(db: Database, services: Services) {
  const { sessions, otp, invitations, settings, eventsRepository } = services;
  return [
    ...housekeepingJobs({ db, sessions, otp, invitations, settings }),
    ...eventsJobs({ events: eventsRepository }),
    ...remindersJobs({ reminders: services.reminders }),
    ...notificationsJobs({ feed: services.notificationFeed }),
    ...notificationDeliveryJobs({ delivery: services.notificationDelivery.delivery }),
    ...reportSchedulesJobs({ runner: services.reports.scheduleRunner }),
    ...liveLocationJobs({ positions: services.liveLocation.positions, settings }),
    ...monthEndJobs({ monthEnd: services.monthEnd }),
  ];
}

/** Runs the background jobs in this process, started and stopped with the app. */
export function runBackgroundJobs(app: FastifyInstance, db: Database, services: Services): void {
  const jobs = createJobRunner({ connection: db.$client.options, log: app.log });
  for (const job of jobsOf(db, services)) jobs.define(job);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
}
