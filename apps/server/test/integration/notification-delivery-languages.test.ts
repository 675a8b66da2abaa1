import { inArray } from 'drizzle-orm';
import pino from 'pino';
import { setTimeout as sleep } from 'node:timers/promises';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDatabase, type Database } from '../../src/db/client.js';
import { notificationDeliveries } from '../../src/db/schema/index.js';
import { createJobRunner, type JobRunner } from '../../src/jobs/job-runner.js';
import { createNotificationDelivery } from '../../src/modules/notification-delivery/notification-delivery.js';
import { notificationDeliveryJobs } from '../../src/modules/notification-delivery/notification-delivery.jobs.js';
import { createNotificationsService } from '../../src/modules/notifications/notifications.service.js';
import { createNotificationsRepository } from '../../src/modules/notifications/notifications.repository.js';
import { createSettingsRepository } from '../../src/modules/settings/settings.repository.js';
import { createSettingsService } from '../../src/modules/settings/settings.service.js';
import { insertUser } from '../helpers/factories.js';
import { startProviderServer } from '../helpers/provider-servers.js';
import { createTestDatabase } from '../helpers/test-database.js';

const SMS_KEY = 'sms-gateway-key';
const WA_TOKEN = 'EAAG-test-access-token-0123456789';
const PHONE_NUMBER_ID = '106540352242922';
/** 11:30 in India: outside the default quiet hours. */
const DAYTIME = new Date('2026-11-26T06:00:00Z');
const ENGLISH_TEMPLATE = '1107161234567890123';
const KANNADA_TEMPLATE = '1107161234567890555';
const MALAYALAM_TEMPLATE = '1107161234567890666';

describe('notification deliveries in the recipient’s language', () => {
  let url: string;
  let db: Database;
  let providers: Awaited<ReturnType<typeof startProviderServer>>;
  let dataDir: string;
  let jobs: JobRunner;
  let notifications: ReturnType<typeof createNotificationsService>;

  beforeAll(async () => {
    url = await createTestDatabase();
    db = createDatabase(url, 5);
    providers = await startProviderServer({
      smsKey: SMS_KEY,
      whatsappToken: WA_TOKEN,
      phoneNumberId: PHONE_NUMBER_ID,
    });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raahi-delivery-languages-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://raahi.example.in',
      SMS_GATEWAY_URL: `${providers.url}/sms`,
      SMS_GATEWAY_API_KEY: SMS_KEY,
      SMS_SENDER_ID: 'RAAHIN',
      SMS_DLT_ENTITY_ID: '1201159123456789012',
      // Kannada's and Malayalam's words are registered for an assignment; Hindi's are not.
      SMS_DLT_TEMPLATES: JSON.stringify({
        'duty-assigned': ENGLISH_TEMPLATE,
        'duty-assigned.kn': KANNADA_TEMPLATE,
        'duty-assigned.ml': MALAYALAM_TEMPLATE,
      }),
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: WA_TOKEN,
      WHATSAPP_API_URL: `${providers.url}/v20.0`,
      WHATSAPP_TEMPLATES: JSON.stringify({
        'duty-assigned': { name: 'duty_assigned', language: 'en', params: ['regId'] },
        'duty-assigned.kn': { name: 'duty_assigned', language: 'kn', params: ['regId'] },
      }),
    });
    const log = pino({ level: 'silent' });
    const built = createNotificationDelivery({
      db,
      config,
      push: {
        sendToUser: async () => ({ devices: 0, delivered: 0 }),
        usersWithDevices: async () => new Set(),
      },
      sms: { name: 'unused', delivers: false, send: async () => {} },
      settings: createSettingsService({ db, settings: createSettingsRepository(db) }),
      log,
      now: () => DAYTIME,
    });
    notifications = createNotificationsService({
      notifications: createNotificationsRepository(db),
      afterCreate: [built.delivery.planDeliveries],
    });
    jobs = createJobRunner({ connection: { connectionString: url }, log });
    for (const job of notificationDeliveryJobs({ delivery: built.delivery, retryDelaySeconds: 1 }))
      jobs.define(job);
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await db.$client.end();
    await providers.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** Assigns a duty to a driver of that language and waits for its SMS and WhatsApp. */
  async function assign(language: string, phone: string, regId: string) {
    const driver = await insertUser(db, { role: 'driver', phone, language });
    const [created] = await db.transaction((tx) =>
      notifications.createNotifications(tx, [
        {
          recipientId: driver.id,
          kind: 'duty-assigned',
          params: { regId },
          link: '/duties/123',
          sourceKey: `test:${regId}`,
        },
      ]),
    );
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await db
        .select()
        .from(notificationDeliveries)
        .where(inArray(notificationDeliveries.notificationId, [created!.id]));
      if (rows.filter((d) => d.state === 'sent').length === 2) break;
      if (Date.now() > deadline) throw new Error(`deliveries: ${JSON.stringify(rows)}`);
      await sleep(100);
    }
    const to = `91${phone}`;
    return {
      sms: providers.accepted.find((r) => r.path === '/sms' && r.body.to === to)!.body,
      whatsApp: providers.accepted.find((r) => r.path.endsWith('/messages') && r.body.to === to)!
        .body,
    };
  }

  it('texts a Kannada-speaking driver her duty in Kannada, with the Kannada templates', async () => {
    const { sms, whatsApp } = await assign('Kannada', '9876501111', 'DUT-000777');
    expect(providers.rejected).toEqual([]);
    expect(sms).toMatchObject({
      message: 'ಡ್ಯೂಟಿ DUT-000777 ನಿಮಗೆ ನಿಯೋಜಿಸಲಾಗಿದೆ. https://raahi.example.in/duties/123',
      dltTemplateId: KANNADA_TEMPLATE,
    });
    expect(whatsApp.template).toMatchObject({ name: 'duty_assigned', language: { code: 'kn' } });
  });

  // The spec stores Malayalam as 'Malyalam': the stored value, not the spelling, picks the words.
  it('texts a driver stored as Malyalam in Malayalam, with its DLT template', async () => {
    const { sms, whatsApp } = await assign('Malyalam', '9876503333', 'DUT-000779');
    expect(providers.rejected).toEqual([]);
    expect(sms).toMatchObject({
      message: 'ഡ്യൂട്ടി DUT-000779 നിങ്ങളെ ഏൽപ്പിച്ചു. https://raahi.example.in/duties/123',
      dltTemplateId: MALAYALAM_TEMPLATE,
    });
    // No Malayalam WhatsApp template is configured: the English one, with the English words.
    expect(whatsApp.template).toMatchObject({ language: { code: 'en' } });
  });

  it('texts in English, with the English template, when none is registered in hers', async () => {
    const { sms, whatsApp } = await assign('Hindi', '9876502222', 'DUT-000778');
    expect(providers.rejected).toEqual([]);
    expect(sms).toMatchObject({
      message: 'Duty DUT-000778 is assigned to you. https://raahi.example.in/duties/123',
      dltTemplateId: ENGLISH_TEMPLATE,
    });
    expect(whatsApp.template).toMatchObject({ language: { code: 'en' } });
  });
});
