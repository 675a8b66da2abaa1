import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { setTimeout as sleep } from 'node:timers/promises';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDatabase, type Database } from '../../src/db/client.js';
import {
  notificationDeliveries,
  notificationPreferences,
  pushSubscriptions,
} from '../../src/db/schema/index.js';
import { createJobRunner, type JobRunner } from '../../src/jobs/job-runner.js';
import { createNotificationDelivery } from '../../src/modules/notification-delivery/notification-delivery.js';
import { notificationDeliveryJobs } from '../../src/modules/notification-delivery/notification-delivery.jobs.js';
import { MAX_ATTEMPTS } from '../../src/modules/notification-delivery/notification-delivery.service.js';
import type { NotificationDraft } from '../../src/modules/notifications/notifications.service.js';
import { createNotificationsService } from '../../src/modules/notifications/notifications.service.js';
import { createNotificationsRepository } from '../../src/modules/notifications/notifications.repository.js';
import { createPushRepository } from '../../src/modules/push/push.repository.js';
import { createSettingsRepository } from '../../src/modules/settings/settings.repository.js';
import { createSettingsService } from '../../src/modules/settings/settings.service.js';
import { adminQuery } from '../global-setup.js';
import { insertUser } from '../helpers/factories.js';
import { startProviderServer, startSmtpServer } from '../helpers/provider-servers.js';
import { createTestDatabase } from '../helpers/test-database.js';

const SMS_KEY = 'sms-gateway-key';
const WA_TOKEN = 'EAAG-test-access-token-0123456789';
const PHONE_NUMBER_ID = '106540352242922';
/** 11:30 in India: outside the default quiet hours (21:00–08:00). */
const DAYTIME = new Date('2026-11-26T06:00:00Z');
/** 22:30 in India: inside them; they end at 08:00 the next morning, 02:30 UTC. */
const NIGHT = new Date('2026-11-26T17:00:00Z');
const NEXT_MORNING = new Date('2026-11-27T02:30:00Z');

async function until(done: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('notification deliveries by e-mail, SMS and WhatsApp', () => {
  let url: string;
  let db: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let providers: Awaited<ReturnType<typeof startProviderServer>>;
  let dataDir: string;
  const clock = { now: DAYTIME };
  const logs: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => logs.push(line) });
  const runners: JobRunner[] = [];
  /** Whom the push stand-in was asked to send to. */
  const pushed: string[] = [];

  /** A browser's Web Push subscription for the person (the push module checks real ones). */
  const registerDevice = (userId: string) =>
    db.insert(pushSubscriptions).values({
      userId,
      token: JSON.stringify({
        endpoint: `https://fcm.googleapis.com/fcm/send/${userId}`,
        keys: { p256dh: 'key', auth: 'auth' },
      }),
      deviceType: 'web',
    });

  /** One process's notification stack, on the shared database, with real adapters. */
  function stack() {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://raahi.example.in',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Raahi <alerts@raahi.example.in>',
      SMS_GATEWAY_URL: `${providers.url}/sms`,
      SMS_GATEWAY_API_KEY: SMS_KEY,
      SMS_SENDER_ID: 'RAAHIN',
      SMS_DLT_ENTITY_ID: '1201159123456789012',
      SMS_DLT_TEMPLATES: JSON.stringify({
        'duty-assigned': '1107161234567890123',
        'duty-cancelled': '1107161234567890124',
      }),
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: WA_TOKEN,
      WHATSAPP_API_URL: `${providers.url}/v20.0`,
      WHATSAPP_TEMPLATES: JSON.stringify({
        'duty-assigned': { name: 'duty_assigned', language: 'en', params: ['regId', 'pickup'] },
        'duty-cancelled': { name: 'duty_cancelled', language: 'hi', params: ['regId'] },
      }),
    });
    const settings = createSettingsService({ db, settings: createSettingsRepository(db) });
    const built = createNotificationDelivery({
      db,
      config,
      // Which people have a device is read from the database; sending to one is Web Push's own
      // tests' (push-ssrf, push-socket): here every registered device takes the message.
      push: {
        sendToUser: async (userId) => {
          pushed.push(userId);
          return { devices: 1, delivered: 1 };
        },
        usersWithDevices: createPushRepository(db).usersWithDevices,
      },
      sms: { name: 'unused', delivers: false, send: async () => {} },
      settings,
      log,
      now: () => clock.now,
    });
    const notifications = createNotificationsService({
      notifications: createNotificationsRepository(db),
      afterCreate: [built.delivery.planDeliveries],
    });
    return { ...built, notifications };
  }

  async function runner(delivery: ReturnType<typeof stack>['delivery']) {
    const made = createJobRunner({ connection: { connectionString: url }, log });
    for (const job of notificationDeliveryJobs({ delivery, retryDelaySeconds: 1 }))
      made.define(job);
    runners.push(made);
    await made.start();
    return made;
  }

  const notify = (s: ReturnType<typeof stack>, drafts: NotificationDraft[]) =>
    db.transaction((tx) => s.notifications.createNotifications(tx, drafts));

  const deliveriesOf = (notificationIds: string[]) =>
    db
      .select()
      .from(notificationDeliveries)
      .where(inArray(notificationDeliveries.notificationId, notificationIds));

  const key = () => `test:${Math.random().toString(36).slice(2)}`;

  beforeAll(async () => {
    url = await createTestDatabase();
    db = createDatabase(url, 5);
    smtp = await startSmtpServer();
    providers = await startProviderServer({
      smsKey: SMS_KEY,
      whatsappToken: WA_TOKEN,
      phoneNumberId: PHONE_NUMBER_ID,
    });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raahi-delivery-'));
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    smtp.state.down = false;
    providers.state.status = null;
    clock.now = DAYTIME;
  });
  afterAll(async () => {
    await db.$client.end();
    await smtp.close();
    await providers.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('e-mails an approval through a real SMTP server, once, and records it sent', async () => {
    const s = stack();
    await runner(s.delivery);
    const vendor = await insertUser(db, { role: 'vendor' });
    const [created] = await notify(s, [
      {
        recipientId: vendor.id,
        kind: 'vendor-approved',
        params: { regId: 'VEN-000042' },
        link: '/vendors/42',
        sourceKey: key(),
      },
    ]);
    await until(() => smtp.received.some((m) => m.to.includes(vendor.email!)), 10_000, 'the mail');
    const mail = smtp.received.find((m) => m.to.includes(vendor.email!))!;
    expect(mail.from).toBe('alerts@raahi.example.in');
    expect(mail.raw).toMatch(/^Subject: Vendor approved$/m);
    expect(mail.raw).toContain('Vendor VEN-000042 is approved.');
    expect(mail.raw).toContain('https://raahi.example.in/vendors/42');

    await until(
      async () =>
        (await deliveriesOf([created!.id])).every(
          (d) => d.state !== 'pending' && d.state !== 'sending',
        ),
      10_000,
      'the states',
    );
    const rows = await deliveriesOf([created!.id]);
    // A vendor's defaults for an approval: push and e-mail; no device registered, so no push.
    expect(rows.map((r) => [r.channel, r.state])).toEqual([['email', 'sent']]);
    expect(rows[0]).toMatchObject({
      attempts: 1,
      idempotencyKey: `${created!.id}:email`,
      lastError: null,
    });
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
    expect(pushed).not.toContain(vendor.id);
  });

  it('plans a push only for people with a device registered, and sends it', async () => {
    const s = stack();
    await runner(s.delivery);
    const [withDevice, without] = await Promise.all([
      insertUser(db, { role: 'vendor' }),
      insertUser(db, { role: 'vendor' }),
    ]);
    await registerDevice(withDevice.id);
    const created = await notify(
      s,
      [withDevice, without].map((person) => ({
        recipientId: person.id,
        kind: 'vendor-approved' as const,
        params: { regId: 'VEN-000043' },
        sourceKey: key(),
      })),
    );
    const channelsOf = async (userId: string) =>
      (await deliveriesOf([created.find((n) => n.recipientId === userId)!.id]))
        .map((r) => r.channel)
        .sort();
    expect(await channelsOf(withDevice.id)).toEqual(['email', 'push']);
    expect(await channelsOf(without.id)).toEqual(['email']);
    await until(() => pushed.includes(withDevice.id), 10_000, 'the push');
    await until(
      async () => (await deliveriesOf(created.map((n) => n.id))).every((d) => d.state === 'sent'),
      10_000,
      'every delivery sent',
    );
    expect(pushed).not.toContain(without.id);
  });

  it('texts and WhatsApps a driver’s duty in the providers’ formats', async () => {
    const s = stack();
    await runner(s.delivery);
    const driver = await insertUser(db, { role: 'driver', phone: '9876501234' });
    const [created] = await notify(s, [
      {
        recipientId: driver.id,
        kind: 'duty-assigned',
        params: { regId: 'DUT-000123', pickup: 'Terminal 2,\nBLR airport' },
        link: '/duties/123',
        sourceKey: key(),
      },
    ]);
    await until(
      async () =>
        (await deliveriesOf([created!.id])).filter((d) => d.state === 'sent').length === 2,
      10_000,
      'SMS and WhatsApp sent',
    );
    expect(providers.rejected).toEqual([]);
    const sms = providers.accepted.find((r) => r.path === '/sms' && r.body.to === '919876501234')!;
    expect(sms.body).toEqual({
      sender: 'RAAHIN',
      to: '919876501234',
      message: 'Duty DUT-000123 is assigned to you. https://raahi.example.in/duties/123',
      dltTemplateId: '1107161234567890123',
      dltEntityId: '1201159123456789012',
    });
    const wa = providers.accepted.find(
      (r) => r.path.endsWith('/messages') && r.body.to === '919876501234',
    )!;
    expect(wa.path).toBe(`/v20.0/${PHONE_NUMBER_ID}/messages`);
    expect(wa.body.template).toEqual({
      name: 'duty_assigned',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'DUT-000123' },
            // WhatsApp refuses newlines in a parameter: they become spaces.
            { type: 'text', text: 'Terminal 2, BLR airport' },
          ],
        },
      ],
    });
  });

  it('sends each delivery once with two job runners, even when its job is queued twice', async () => {
    const [a, b] = [stack(), stack()];
    const [runnerA] = [await runner(a.delivery), await runner(b.delivery)];
    const people = await Promise.all(
      Array.from({ length: 8 }, () => insertUser(db, { role: 'vendor' })),
    );
    const before = smtp.received.length;
    const created = await notify(
      a,
      people.map((p) => ({
        recipientId: p.id,
        kind: 'vendor-rejected' as const,
        params: { regId: 'VEN-000007', reason: 'PAN unreadable' },
        sourceKey: key(),
      })),
    );
    // The same deliveries queued again, as a second process (or the catch-up sweep) would.
    const rows = await deliveriesOf(created.map((n) => n.id));
    for (const row of rows) await runnerA.send('deliver-notification', { deliveryId: row.id });

    await until(
      async () =>
        (await deliveriesOf(created.map((n) => n.id))).every(
          (d) => d.state === 'sent' || d.state === 'failed',
        ),
      15_000,
      'every delivery done',
    );
    await sleep(500);
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(people.length);
    expect(new Set(mails.map((m) => m.to[0])).size).toBe(people.length);
    const emails = (await deliveriesOf(created.map((n) => n.id))).filter(
      (d) => d.channel === 'email',
    );
    expect(emails.every((d) => d.state === 'sent' && d.attempts === 1)).toBe(true);
  });

  it('retries a provider that is down with back-off, then marks the delivery failed', async () => {
    const s = stack();
    const driver = await insertUser(db, { role: 'driver' });
    await db.insert(notificationPreferences).values(
      (['push', 'whatsapp'] as const).map((channel) => ({
        userId: driver.id,
        kind: 'duty-cancelled',
        channel,
        enabled: false,
      })),
    );
    providers.state.status = 503;
    // The action that notifies does not wait for, or fail with, the provider.
    const [created] = await notify(s, [
      {
        recipientId: driver.id,
        kind: 'duty-cancelled',
        params: { regId: 'DUT-9' },
        sourceKey: key(),
      },
    ]);
    const [row] = await deliveriesOf([created!.id]);
    expect(row).toMatchObject({ channel: 'sms', state: 'pending', attempts: 0 });

    // Each try as its job runs it; a failing try throws so that pg-boss tries again later.
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      await expect(s.delivery.deliver(row!.id)).rejects.toThrow('SMS gateway answered 503');
      const [now] = await deliveriesOf([created!.id]);
      expect(now).toMatchObject({ state: 'retrying', attempts: attempt });
      expect(now!.lastError).toContain('503');
    }
    expect(await s.delivery.deliver(row!.id)).toMatchObject({ outcome: 'failed' });
    const [last] = await deliveriesOf([created!.id]);
    expect(last).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, sentAt: null });
    expect(last!.lastError).toMatch(/^SMS gateway answered 503/);
    // Nothing more to do: a late duplicate job leaves it alone.
    expect(await s.delivery.deliver(row!.id)).toEqual({ outcome: 'skipped' });
  });

  it('through the job runner: fails once while SMTP is down, then sends on the retry', async () => {
    const s = stack();
    const vendor = await insertUser(db, { role: 'vendor' });
    await db.insert(notificationPreferences).values({
      userId: vendor.id,
      kind: 'vendor-approved',
      channel: 'push',
      enabled: false,
    });
    smtp.state.down = true;
    const [created] = await notify(s, [
      {
        recipientId: vendor.id,
        kind: 'vendor-approved',
        params: { regId: 'VEN-1' },
        sourceKey: key(),
      },
    ]);
    await runner(s.delivery);
    await until(
      async () => (await deliveriesOf([created!.id]))[0]!.state === 'retrying',
      10_000,
      'a retry',
    );
    const [retrying] = await deliveriesOf([created!.id]);
    expect(retrying!.lastError).toContain('Service not available');
    smtp.state.down = false;
    await until(
      async () => (await deliveriesOf([created!.id]))[0]!.state === 'sent',
      15_000,
      'sent',
    );
    expect((await deliveriesOf([created!.id]))[0]).toMatchObject({ attempts: 2, lastError: null });
  });

  it('holds non-urgent SMS and WhatsApp back to the end of quiet hours, never urgent ones or e-mail', async () => {
    const s = stack();
    await runner(s.delivery);
    clock.now = NIGHT;
    const driver = await insertUser(db, { role: 'driver' });
    await registerDevice(driver.id);
    const created = await notify(s, [
      {
        recipientId: driver.id,
        kind: 'duty-assigned',
        params: { regId: 'DUT-1' },
        sourceKey: key(),
      },
      {
        recipientId: driver.id,
        kind: 'duty-cancelled',
        params: { regId: 'DUT-2' },
        sourceKey: key(),
      },
      {
        recipientId: driver.id,
        kind: 'driver-approved',
        params: { regId: 'DRV-3' },
        sourceKey: key(),
      },
    ]);
    const rows = await deliveriesOf(created.map((n) => n.id));
    const at = (kind: string, channel: string) =>
      rows.find(
        (r) =>
          r.notificationId === created.find((n) => n.kind === kind)!.id && r.channel === channel,
      )?.notBefore;
    expect(at('duty-assigned', 'sms')).toEqual(NEXT_MORNING);
    expect(at('duty-assigned', 'whatsapp')).toEqual(NEXT_MORNING);
    expect(at('duty-assigned', 'push')).toEqual(NIGHT);
    expect(at('duty-cancelled', 'sms')).toEqual(NIGHT);
    expect(at('duty-cancelled', 'whatsapp')).toEqual(NIGHT);
    expect(at('driver-approved', 'email')).toEqual(NIGHT);

    // The job waits too: pg-boss starts it no earlier than the window's end.
    const held = rows.find((r) => r.notBefore.getTime() === NEXT_MORNING.getTime())!;
    await until(
      async () => {
        const jobs = await adminQuery(
          url,
          `select start_after from pgboss.job where data->>'deliveryId' = '${held.id}'`,
        );
        return (
          jobs.rows.length === 1 &&
          new Date(jobs.rows[0]?.start_after).getTime() === NEXT_MORNING.getTime()
        );
      },
      5_000,
      'the held job',
    );

    // The operator moves the window: it starts at 23:00 now, so 22:30 is not quiet.
    await createSettingsService({ db, settings: createSettingsRepository(db) }).update(
      { id: null, role: 'system' },
      { quietHoursStart: '23:00' },
    );
    // Settings are read with each creation, in its transaction.
    const [later] = await notify(s, [
      {
        recipientId: driver.id,
        kind: 'duty-assigned',
        params: { regId: 'DUT-4' },
        sourceKey: key(),
      },
    ]);
    const [sms] = (await deliveriesOf([later!.id])).filter((r) => r.channel === 'sms');
    expect(sms!.notBefore).toEqual(NIGHT);
  });

  it('keeps to each person’s choices: a channel turned off plans no delivery', async () => {
    const s = stack();
    const vendor = await insertUser(db, { role: 'vendor' });
    await registerDevice(vendor.id);
    await db.insert(notificationPreferences).values([
      { userId: vendor.id, kind: 'vendor-approved', channel: 'email', enabled: false },
      { userId: vendor.id, kind: 'vendor-approved', channel: 'sms', enabled: true },
    ]);
    const [created] = await notify(s, [
      {
        recipientId: vendor.id,
        kind: 'vendor-approved',
        params: { regId: 'VEN-2' },
        sourceKey: key(),
      },
    ]);
    const rows = await deliveriesOf([created!.id]);
    expect(rows.map((r) => r.channel).sort()).toEqual(['push', 'sms']);
    // Planned twice (a retried cause): the idempotency key keeps one row per channel.
    await db.transaction((tx) => s.delivery.planDeliveries(tx, [created!]));
    expect(await deliveriesOf([created!.id])).toHaveLength(2);
    await db
      .delete(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, created!.id));
  });
});
