import type { DeliveryChannel } from '@raahi/domain/notification-preferences';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.js';
import type { SmsSender } from '../../otp/sms.js';
import type { PushService } from '../../push/push.service.js';
import { DeliveryError } from './delivery-error.js';
import { createMailFileWriter, createSmtpEmailSender } from './email-channel.js';
import type { ChannelSender } from './outgoing-message.js';
import { createPushChannel } from './push-channel.js';
import { createSmsGatewaySender, createSmsSenderChannel } from './sms-channel.js';
import { createLogWhatsAppSender, createWhatsAppSender } from './whatsapp-channel.js';

const unavailable = (reason: string): ChannelSender => ({
  send: () => Promise.reject(new DeliveryError(reason, true)),
});

/**
 * Each channel's sender from the configuration: the real provider when it is configured; in
 * development the stand-in (mail as files, SMS and WhatsApp to the log); in production without
 * a provider the channel fails each delivery with the reason, which the delivery keeps.
 */
export function channelsFromConfig(deps: {
  config: Config;
  push: Pick<PushService, 'sendToUser'>;
  sms: SmsSender;
  log: FastifyBaseLogger;
  mailDir: string;
}): { channels: Record<DeliveryChannel, ChannelSender>; close(): void } {
  const { config, log } = deps;
  const production = config.NODE_ENV === 'production';
  const smtp = config.SMTP_URL ? createSmtpEmailSender(config.SMTP_URL, config.MAIL_FROM) : null;
  const email =
    smtp ??
    (production
      ? unavailable('e-mail is not configured (SMTP_URL)')
      : createMailFileWriter(deps.mailDir, config.MAIL_FROM));
  const sms = config.SMS_GATEWAY_URL
    ? createSmsGatewaySender({
        url: config.SMS_GATEWAY_URL,
        apiKey: config.SMS_GATEWAY_API_KEY,
        senderId: config.SMS_SENDER_ID,
        entityId: config.SMS_DLT_ENTITY_ID,
        templates: config.SMS_DLT_TEMPLATES ?? {},
      })
    : deps.sms.delivers || !production
      ? createSmsSenderChannel(deps.sms)
      : unavailable('SMS is not configured (SMS_GATEWAY_URL)');
  const whatsapp =
    config.WHATSAPP_PHONE_NUMBER_ID && config.WHATSAPP_ACCESS_TOKEN
      ? createWhatsAppSender({
          apiUrl: config.WHATSAPP_API_URL,
          phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
          accessToken: config.WHATSAPP_ACCESS_TOKEN,
          templates: config.WHATSAPP_TEMPLATES ?? {},
        })
      : production
        ? unavailable('WhatsApp is not configured (WHATSAPP_PHONE_NUMBER_ID)')
        : createLogWhatsAppSender(log);
  return {
    channels: { push: createPushChannel(deps.push), email, sms, whatsapp },
    close: () => smtp?.close(),
  };
}
