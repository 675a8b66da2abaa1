import type { OutgoingMessage } from './outgoing-message.js';

/**
 * A provider's template for a message (a DLT template id, a WhatsApp template) and the words it
 * carries: the template registered for the kind in the message's language (`duty-assigned.kn`)
 * with the message as it is, or else the kind's own, English one with the English words, since
 * an operator drops an SMS that does not match its registered template.
 */
export function providerTemplate<T>(
  templates: Record<string, T>,
  message: OutgoingMessage,
): { template: T | undefined; body: string } {
  const inLanguage =
    message.language === 'en' ? undefined : templates[`${message.kind}.${message.language}`];
  if (inLanguage) return { template: inLanguage, body: message.body };
  return { template: templates[message.kind], body: message.inEnglish?.body ?? message.body };
}
