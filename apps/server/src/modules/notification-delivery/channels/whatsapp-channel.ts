import type { FastifyBaseLogger } from 'fastify';
import { DeliveryError, httpFailure, networkFailure } from './delivery-error.js';
import type { ChannelSender, OutgoingMessage } from './outgoing-message.js';
import { providerTemplate } from './provider-template.js';

const API_TIMEOUT_MS = 10_000;
/** WhatsApp refuses a template parameter over 1,024 characters, or holding a newline. */
const PARAM_MAX_CHARS = 1024;

export interface WhatsAppTemplate {
  name: string;
  language: string;
  /** The notification's parameters, in the order of the template's {{1}}, {{2}}, … */
  params: string[];
}

export interface WhatsAppOptions {
  /** The Graph API base with its version, e.g. https://graph.facebook.com/v20.0. */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  templates: Record<string, WhatsAppTemplate>;
}

const paramText = (value: string | number | null | undefined) =>
  String(value ?? '-')
    .replace(/\s+/g, ' ')
    .slice(0, PARAM_MAX_CHARS) || '-';

/** The Cloud API's request for one approved template message. */
export function whatsAppTemplateRequest(
  message: OutgoingMessage,
  phone: string,
  template: WhatsAppTemplate,
) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: `91${phone}`,
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.language },
      components: template.params.length
        ? [
            {
              type: 'body',
              parameters: template.params.map((name) => ({
                type: 'text',
                text: paramText(message.params[name]),
              })),
            },
          ]
        : [],
    },
  };
}

/**
 * WhatsApp through the Business Cloud API: outside a conversation the customer opened, only
 * templates Meta approved may be sent, so each kind names its template in WHATSAPP_TEMPLATES.
 */
export function createWhatsAppSender(options: WhatsAppOptions): ChannelSender {
  const endpoint = `${options.apiUrl.replace(/\/$/, '')}/${options.phoneNumberId}/messages`;
  return {
    async send(message, to) {
      if (!to.phone) throw new DeliveryError('no mobile number on the account', true);
      const { template } = providerTemplate(options.templates, message);
      if (!template)
        throw new DeliveryError(`no WhatsApp template configured for ${message.kind}`, true);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${options.accessToken}`,
          },
          body: JSON.stringify(whatsAppTemplateRequest(message, to.phone, template)),
          signal: AbortSignal.timeout(API_TIMEOUT_MS),
        });
      } catch (error) {
        throw networkFailure('WhatsApp Cloud API', error);
      }
      if (!response.ok)
        throw httpFailure('WhatsApp Cloud API', response.status, await response.text());
    },
  };
}

/** Development without WhatsApp credentials: writes the message to the log instead. */
export function createLogWhatsAppSender(log: FastifyBaseLogger): ChannelSender {
  return {
    async send(message, to) {
      if (!to.phone) throw new DeliveryError('no mobile number on the account', true);
      log.warn(
        `[development WhatsApp, not delivered] to +91-${to.phone} (${message.kind}): ${message.body}`,
      );
    },
  };
}
