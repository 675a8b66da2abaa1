import {
  DELIVERY_CHANNELS,
  QUIET_HOURS_CHANNELS,
  defaultChannelSetting,
  isUrgentKind,
  type DeliveryChannel,
} from '@raahi/domain/notification-preferences';
import type { NotificationKind } from '@raahi/domain/notifications';
import { quietHoursEndAfter } from '@raahi/domain/quiet-hours';
import type { Role } from '@raahi/domain/roles';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit, type Executor, type Transaction } from '../../db/client.js';
import type { SendOptions } from '../../jobs/job-runner.js';
import { DeliveryError } from './channels/delivery-error.js';
import type { ChannelSender, MessageAttachment, Recipient } from './channels/outgoing-message.js';
import { messageText } from './message-text.js';
import type { NotificationDeliveriesRepository } from './notification-deliveries.repository.js';
import type { NotificationPreferencesRepository } from './notification-preferences.repository.js';

/** The queue each delivery's job goes to; its retries are this module's job definition's. */
export const DELIVER_JOB = 'deliver-notification';
/** Tries per delivery: the first and three retries, 30 s, 1 and 2 minutes apart. */
export const MAX_ATTEMPTS = 4;
/**
 * Deliveries one process sends at once: a try mostly waits on its provider (a mail server, an
 * SMS gateway or WhatsApp answers in tenths of a second), so one at a time held a first
 * reminder run's thousands of e-mails back for many minutes.
 */
export const DELIVERY_CONCURRENCY = 8;

/** The catch-up sweep takes at most this many overdue deliveries a run. */
const CATCH_UP_BATCH = 500;
/** One job per delivery in this window; a claim held longer than a run may take is taken over. */
const ONCE_WINDOW_SECONDS = 15 * 60;

/** A notification as the centre created it: who is told what. */
export interface NotificationToDeliver {
  id: string;
  recipientId: string;
  kind: NotificationKind;
}

export interface JobQueue {
  sendMany(name: string, runs: { data: object; options?: SendOptions }[]): Promise<void>;
}

/**
 * Sends each new notification by the channels its recipient keeps on for its kind (push,
 * e-mail, SMS, WhatsApp; in-app is the centre itself): deliveries are planned in the
 * transaction that creates the notifications, and each is sent once by a job, retried with
 * back-off while its provider is down, its outcome kept. Nothing here can fail the action
 * that caused the notification: queueing happens after the commit, and only logs a failure.
 */
export function createNotificationDeliveryService(deps: {
  deliveries: NotificationDeliveriesRepository;
  preferences: NotificationPreferencesRepository;
  /** Which of these people have a device registered for Web Push (the push module's). */
  pushDevices: (tx: Executor, userIds: string[]) => Promise<Set<string>>;
  settings: { current(tx?: Executor): Promise<{ quietHoursStart: string; quietHoursEnd: string }> };
  channels: Record<DeliveryChannel, ChannelSender>;
  queue: JobQueue;
  /** Where links lead: PUBLIC_URL, or the development address. */
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { deliveries, preferences, channels, queue, log } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Queues the job of each delivery, a thousand to a statement (a reminder run plans thousands
   * at once); a failure waits for the catch-up sweep, and so does a delivery planned before any
   * process has created the job's queue (a server whose worker has not started yet).
   */
  async function enqueue(planned: { id: string; notBefore: Date }[]) {
    try {
      await queue.sendMany(
        DELIVER_JOB,
        planned.map((delivery) => ({
          data: { deliveryId: delivery.id },
          // The minute's sweep offers a delivery still pending again: under a backlog, without
          // this, every minute added one more job for each waiting delivery.
          options: {
            startAfter: delivery.notBefore,
            once: { key: delivery.id, windowSeconds: ONCE_WINDOW_SECONDS },
          },
        })),
      );
    } catch (error) {
      log.warn({ err: error, deliveries: planned.length }, 'deliveries not queued; the sweep will');
    }
  }

  /**
   * Which channels are on for each recipient, from their choices or the defaults; push only
   * for people with a device registered (a push to nobody would only fail, once per notification).
   */
  async function enabledChannels(tx: Executor, created: NotificationToDeliver[]) {
    const userIds = [...new Set(created.map((n) => n.recipientId))];
    const kinds = [...new Set(created.map((n) => n.kind))];
    const { roles, choices } = await preferences.forRecipients(tx, userIds, kinds);
    const withDevices = await deps.pushDevices(tx, userIds);
    const roleOf = new Map(roles.map((r) => [r.id, r.role as Role]));
    const chosen = new Map(choices.map((c) => [`${c.userId}|${c.kind}|${c.channel}`, c.enabled]));
    return (notification: NotificationToDeliver) => {
      const role = roleOf.get(notification.recipientId);
      if (!role) return [];
      return DELIVERY_CHANNELS.filter(
        (channel) =>
          (channel !== 'push' || withDevices.has(notification.recipientId)) &&
          (chosen.get(`${notification.recipientId}|${notification.kind}|${channel}`) ??
            defaultChannelSetting(role, notification.kind, channel)),
      );
    };
  }

  /** The `afterCreate` listener of the notifications service. */
  async function planDeliveries(tx: Transaction, created: NotificationToDeliver[]) {
    if (created.length === 0) return;
    const channelsOf = await enabledChannels(tx, created);
    const { quietHoursStart, quietHoursEnd } = await deps.settings.current(tx);
    const at = now();
    const quietUntil = quietHoursEndAfter(at, { start: quietHoursStart, end: quietHoursEnd });
    const rows = created.flatMap((notification) =>
      channelsOf(notification).map((channel) => ({
        notificationId: notification.id,
        channel,
        idempotencyKey: `${notification.id}:${channel}`,
        notBefore:
          quietUntil && QUIET_HOURS_CHANNELS.includes(channel) && !isUrgentKind(notification.kind)
            ? quietUntil
            : at,
      })),
    );
    if (rows.length === 0) return;
    const planned = await deliveries.insertPlanned(tx, rows);
    afterCommit(tx, () => void enqueue(planned));
  }

  /**
   * One try of one delivery: the job's work. Claims it first, so a second job for it (another
   * process, a duplicate from the sweep) finds nothing to do; throws to have pg-boss retry.
   */
  async function deliver(deliveryId: string) {
    const claimed = await deliveries.claim(deliveryId);
    if (!claimed) return { outcome: 'skipped' as const };
    const content = await deliveries.content(claimed.notificationId);
    if (!content) {
      await deliveries.markUnsent(
        claimed.id,
        'failed',
        'the notification or its recipient is gone',
      );
      return { outcome: 'failed' as const };
    }
    const kind = content.kind as NotificationKind;
    const text = messageText(kind, content.params, content.language);
    // An SMS or WhatsApp template registered only in English still goes, in English.
    const inEnglish = text.language === 'en' ? undefined : messageText(kind, content.params);
    const url = new URL(content.link ?? '/notifications', deps.publicUrl).href;
    try {
      await channels[claimed.channel as DeliveryChannel].send(
        { kind, ...text, inEnglish, url, params: content.params },
        { userId: content.userId, name: content.name, email: content.email, phone: content.phone },
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final =
        (error instanceof DeliveryError && error.permanent) || claimed.attempts >= MAX_ATTEMPTS;
      await deliveries.markUnsent(claimed.id, final ? 'failed' : 'retrying', reason);
      if (final) return { outcome: 'failed' as const, channel: claimed.channel, reason };
      throw error;
    }
    await deliveries.markSent(claimed.id);
    return { outcome: 'sent' as const, channel: claimed.channel };
  }

  return {
    planDeliveries,
    deliver,

    /**
     * One e-mail outside the notifications (a scheduled report with its file), through the same
     * channel: SMTP, the development mailbox, or the production refusal. The caller keeps its
     * own state and retries; `permanent` says whether another try could succeed.
     */
    async sendEmail(
      mail: {
        subject: string;
        body: string;
        link: string;
        attachments: MessageAttachment[];
        /** The code of the language the subject and body are in; English when left out. */
        language?: string;
      },
      to: Recipient,
    ): Promise<{ sent: true } | { sent: false; reason: string; permanent: boolean }> {
      try {
        await channels.email.send(
          {
            kind: 'email',
            language: mail.language ?? 'en',
            title: mail.subject,
            body: mail.body,
            url: new URL(mail.link, deps.publicUrl).href,
            params: {},
            attachments: mail.attachments,
          },
          to,
        );
        return { sent: true };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return {
          sent: false,
          reason,
          permanent: error instanceof DeliveryError && error.permanent,
        };
      }
    },

    /** Queues again the deliveries whose job was lost (queued after a commit that then crashed). */
    async enqueueOverdue() {
      const overdue = await deliveries.overdue(new Date(now().getTime() - 60_000), CATCH_UP_BATCH);
      await enqueue(overdue);
      return { queued: overdue.length };
    },
  };
}

export type NotificationDeliveryService = ReturnType<typeof createNotificationDeliveryService>;
