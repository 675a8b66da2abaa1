import { languageByCode } from '@raahi/domain/language-list';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { DELIVERY_CONCURRENCY } from '../notification-delivery.service.js';
import { DeliveryError } from './delivery-error.js';
import type { ChannelSender, OutgoingMessage, Recipient } from './outgoing-message.js';

/** How long a mail server may take to answer before the try counts as failed (and is retried). */
const SMTP_TIMEOUT_MS = 10_000;

function mailOf(message: OutgoingMessage, to: Recipient, from: string) {
  if (!to.email) throw new DeliveryError('no e-mail address on the account', true);
  return {
    from,
    to: { name: to.name, address: to.email },
    subject: message.title,
    text: `${message.body}\n\n${message.url}\n`,
    html: `<div lang="${escapeHtml(message.language)}" dir="${directionOf(message.language)}"><p>${escapeHtml(message.body)}</p><p><a href="${escapeHtml(message.url)}">${escapeHtml(message.url)}</a></p></div>`,
    attachments: message.attachments,
  };
}

/** An Urdu message reads right to left in a mail client too. */
const directionOf = (code: string) => languageByCode(code)?.dir ?? 'ltr';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** SMTP's answer as a failure: 5xx codes are refusals, anything else is worth another try. */
function smtpFailure(error: unknown): DeliveryError {
  const { responseCode, message } = error as { responseCode?: number; message?: string };
  const reason = `SMTP: ${message ?? String(error)}`.slice(0, 300);
  return new DeliveryError(reason, responseCode !== undefined && responseCode >= 500);
}

/** E-mail through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpEmailSender(
  smtpUrl: string,
  from: string,
): ChannelSender & { close(): void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Connections are kept and reused: a reminder run sends thousands of messages, and a new
    // connection (with its TLS handshake on smtps) for each cost more than the message.
    pool: true,
    maxConnections: DELIVERY_CONCURRENCY,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(message, to) {
      const mail = mailOf(message, to, from);
      try {
        await transport.sendMail(mail);
      } catch (error) {
        throw smtpFailure(error);
      }
    },
    close: () => transport.close(),
  };
}

/**
 * Development without SMTP_URL: each message is written whole, as the mail server would get it,
 * to `<dir>/<time>-<id>.eml`, which the development mail page lists and any mail client opens.
 */
export function createMailFileWriter(dir: string, from: string): ChannelSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message, to) {
      const { message: raw } = await transport.sendMail(mailOf(message, to, from));
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(dir, name), raw as Buffer);
    },
  };
}
