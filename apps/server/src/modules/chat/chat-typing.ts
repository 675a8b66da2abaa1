import { CHAT_TYPING_EVENT, ChatTypingSchema, type ChatTyping } from '@raahi/domain/chat';
import pg from 'pg';

const CHANNEL = 'raahi_chat_typing';
const RECONNECT_MS = 1_000;
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
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  function deliver(payload: string | undefined) {
    try {
      const { to, typing } = JSON.parse(payload ?? '') as { to: string[]; typing: unknown };
      const note = ChatTypingSchema.parse(typing);
      for (const userId of to) deps.sendToUser(userId, CHAT_TYPING_EVENT, note);
    } catch (error) {
      deps.log.warn({ err: error }, 'unreadable typing note');
    }
  }

  function lost(error: unknown) {
    if (!client) return;
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    client = null;
    if (closed) return;
    deps.log.warn({ err: error }, 'typing notes connection lost; reconnecting');
    retry = setTimeout(() => void listen(), RECONNECT_MS);
  }

  async function listen() {
    retry = null;
    const next = new pg.Client({ ...deps.connection, application_name: 'raahi-chat-typing' });
    client = next;
    next.on('error', lost);
    next.on('end', () => lost(new Error('typing notes connection ended')));
    next.on('notification', (message) => deliver(message.payload));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      lost(error);
    }
  }

  return {
    start: () => listen(),

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
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

export type ChatTypingFanOut = ReturnType<typeof createChatTyping>;
