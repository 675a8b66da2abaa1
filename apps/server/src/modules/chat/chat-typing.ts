import { CHAT_TYPING_EVENT, ChatTypingSchema, type ChatTyping } from '@raahi/domain/chat';
import type pg from 'pg';
import { listenToChannel, type ChannelListener } from '../../db/channel-listener.js';

const CHANNEL = 'raahi_chat_typing';
const RECIPIENTS_PER_NOTE = 150;

/**
 * "Someone is typing", to the other members' sockets on every process. Not a domain event:
 * it is worth nothing a few seconds later, so it is neither stored in the outbox (nor replayed
 * after a reconnection) nor kept anywhere. Each process listens on a PostgreSQL channel of its
 * own and hands the note to its sockets; a NOTIFY outside any write transaction holds no lock
 * that commits wait for. Lost notes (a listener reconnecting) are simply not shown.
 */
export function createChatTyping(deps: {
  connection: pg.ClientConfig;
  pool: { query(text: string, values: unknown[]): Promise<unknown> };
  sendToUser: (userId: string, event: string, data: unknown) => void;
  log: { warn(object: unknown, message: string): void };
}) {
  let listener: ChannelListener | null = null;

  function deliver(payload: string | undefined) {
    try {
      const { to, typing } = JSON.parse(payload ?? '') as { to: string[]; typing: unknown };
      const note = ChatTypingSchema.parse(typing);
      for (const userId of to) deps.sendToUser(userId, CHAT_TYPING_EVENT, note);
    } catch (error) {
      deps.log.warn({ err: error }, 'unreadable typing note');
    }
  }

  return {
    start() {
      listener = listenToChannel({
        connection: deps.connection,
        channel: CHANNEL,
        applicationName: 'raahi-chat-typing',
        onNotification: deliver,
        onLost: (error) =>
          deps.log.warn({ err: error }, 'typing notes connection lost; reconnecting'),
      });
      return listener.started;
    },

    /** Tells `to` (the other members) that someone types, wherever their sockets are. */
    async send(to: string[], typing: ChatTyping) {
      // A notification carries at most 8000 bytes: the recipients go in chunks.
      for (let at = 0; at < to.length; at += RECIPIENTS_PER_NOTE) {
        const chunk = to.slice(at, at + RECIPIENTS_PER_NOTE);
        await deps.pool.query('select pg_notify($1, $2)', [
          CHANNEL,
          JSON.stringify({ to: chunk, typing }),
        ]);
      }
    },

    async close() {
      await listener?.close();
    },
  };
}

export type ChatTypingFanOut = ReturnType<typeof createChatTyping>;
