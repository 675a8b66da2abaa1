import type { FastifyBaseLogger } from 'fastify';

/** Where one-time codes go. A real provider must use DLT-registered templates (TRAI TCCCPR 2018). */
export interface SmsSender {
  readonly name: string;
  /** True when messages really reach phones. */
  readonly delivers: boolean;
  send(phone: string, text: string): Promise<void>;
}

/** Development only: writes the message to the server log instead of sending it. */
export function createLogSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    name: 'log',
    delivers: false,
    async send(phone, text) {
      log.warn(`[development SMS, not delivered] to +91-${phone}: ${text}`);
    },
  };
}
