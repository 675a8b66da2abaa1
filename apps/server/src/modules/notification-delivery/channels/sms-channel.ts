import type { SmsSender } from '../../otp/sms.js';
import { DeliveryError, httpFailure, networkFailure } from './delivery-error.js';
import type { ChannelSender } from './outgoing-message.js';
import { providerTemplate } from './provider-template.js';

/** How long the gateway may take before the try counts as failed (and is retried). */
const GATEWAY_TIMEOUT_MS = 10_000;
/** One SMS part holds 160 GSM characters; longer texts go as several, billed each. */
const SMS_MAX_CHARS = 300;

export interface SmsGatewayOptions {
  url: string;
  apiKey?: string;
  /** The six-character header registered on DLT. */
  senderId: string;
  entityId?: string;
  /** Notification kind → its DLT template id; `<kind>.<language code>` for another language's. */
  templates: Record<string, string>;
}

/** The words of an SMS: the notification's body and where to act, within two parts. */
const smsText = (body: string, url: string) => `${body} ${url}`.slice(0, SMS_MAX_CHARS);

/**
 * SMS through an HTTP gateway of the DLT kind Indian operators require (TRAI TCCCPR 2018):
 * each message names its registered template and the sender header, or the operator drops it.
 * POST <url> with JSON { sender, to: "91XXXXXXXXXX", message, dltTemplateId, dltEntityId }.
 */
export function createSmsGatewaySender(options: SmsGatewayOptions): ChannelSender {
  return {
    async send(message, to) {
      if (!to.phone) throw new DeliveryError('no mobile number on the account', true);
      const { template: dltTemplateId, body } = providerTemplate(options.templates, message);
      if (!dltTemplateId)
        throw new DeliveryError(`no DLT template id configured for ${message.kind}`, true);
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            sender: options.senderId,
            to: `91${to.phone}`,
            message: smsText(body, message.url),
            dltTemplateId,
            dltEntityId: options.entityId,
          }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch (error) {
        throw networkFailure('SMS gateway', error);
      }
      if (!response.ok) throw httpFailure('SMS gateway', response.status, await response.text());
    },
  };
}

/** Without a gateway: the existing SMS sender (in development, the one that writes to the log). */
export function createSmsSenderChannel(sms: SmsSender): ChannelSender {
  return {
    async send(message, to) {
      if (!to.phone) throw new DeliveryError('no mobile number on the account', true);
      await sms.send(to.phone, smsText(message.body, message.url));
    },
  };
}
