import pino from 'pino';
import { loadConfig } from '../../src/config.js';
import { createDatabase, type Database } from '../../src/db/client.js';
import { createDriverReader } from '../../src/modules/drivers/driver-reader.js';
import { createDriversRepository } from '../../src/modules/drivers/drivers.repository.js';
import { createNotificationDelivery } from '../../src/modules/notification-delivery/notification-delivery.js';
import { createReports } from '../../src/modules/reports/create-reports.js';
import { createSettingsRepository } from '../../src/modules/settings/settings.repository.js';
import { createSettingsService } from '../../src/modules/settings/settings.service.js';
import { createUsersRepository } from '../../src/modules/users/users.repository.js';
import { createUsersService } from '../../src/modules/users/users.service.js';

/**
 * One process's scheduled-report sweep, built as the server builds it but on its own pool and
 * a clock the test moves: two of these on one database are two server processes.
 */
export function reportScheduleProcess(options: {
  databaseUrl: string;
  dataDir: string;
  smtpUrl: string;
  clock: { now: Date };
}) {
  const db: Database = createDatabase(options.databaseUrl, 3);
  const log = pino({ level: 'silent' });
  const now = () => options.clock.now;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: options.dataDir,
    PUBLIC_URL: 'https://raahi.example.in',
    SMTP_URL: options.smtpUrl,
    MAIL_FROM: 'Raahi <reports@raahi.example.in>',
  });
  const delivery = createNotificationDelivery({
    db,
    config,
    push: {
      sendToUser: async () => ({ devices: 0, delivered: 0 }),
      usersWithDevices: async () => new Set(),
    },
    sms: { name: 'unused', delivers: false, send: async () => {} },
    settings: createSettingsService({ db, settings: createSettingsRepository(db) }),
    log,
    now,
  });
  const reports = createReports({
    db,
    // The runs tested here e-mail duty reports, which carry no ratings and no settlements.
    averages: async () => ({ rows: [], overall: { average: null } }),
    driverIdOfUser: (userId) =>
      createDriverReader(createDriversRepository(db)).findDriverIdOfUser(userId),
    settlementStatements: async () => [],
    log,
    users: createUsersService({ users: createUsersRepository(db), endSessions: async () => {} }),
    email: delivery.delivery,
    queue: { send: async () => null },
    now,
  });
  return {
    runDue: () => reports.scheduleRunner.runDue(),
    async close() {
      delivery.close();
      await db.$client.end();
    },
  };
}
