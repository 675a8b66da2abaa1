import { isApiError } from './api-error';
import { readStored, writeStored } from './stored-draft';

/**
 * A message written here and not yet acknowledged by the server: a chat message to a
 * conversation, or a change to a duty's slip made on the road; `targetId` is that
 * conversation's or duty's id. Its `clientId` is made once, when it is written, and sent with
 * every attempt: the server keeps one message per client id, so a retry after a lost answer
 * never makes a second one.
 */
export interface QueuedMessage<Draft> {
  clientId: string;
  targetId: string;
  /** When it was written (ISO), to order it among the thread's messages while it waits. */
  createdAt: string;
  draft: Draft;
  /** The server refused it (a 4xx): it stays, marked, until the person removes it. */
  refused?: string;
}

export interface OutboxOptions<Draft, Sent> {
  storage: Storage | null;
  /** Where this account's queue is kept, so a reload or a browser restart still sends it. */
  storageKey: string;
  send: (message: QueuedMessage<Draft>) => Promise<Sent>;
  /** Told of each message the server accepted (to put it in the thread's cache). */
  onSent?: (sent: Sent, message: QueuedMessage<Draft>) => void;
  /** Which drafts can be kept in storage (JSON); the others wait in memory only. */
  storable?: (draft: Draft) => boolean;
  /** A refusal as the person reads it (the server's message unless the feature writes its own). */
  describeRefusal?: (error: unknown) => string;
  now?: () => Date;
}

export interface Outbox<Draft> {
  /** Queues a message and tries to send it at once; returns its client id. */
  add: (targetId: string, draft: Draft) => string;
  /** Drops a refused message the person gave up on. */
  remove: (clientId: string) => void;
  /** Everything waiting, oldest first. */
  list: () => readonly QueuedMessage<Draft>[];
  /**
   * Sends what waits, in order, one at a time. Stops at the first message that cannot be sent
   * for now (no network, timeout, the server down or busy): the next flush starts from it.
   */
  flush: () => Promise<void>;
  subscribe: (listener: () => void) => () => void;
}

/** A random version-4 UUID; `crypto.randomUUID` exists only on https and localhost. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** 4xx other than 408/429: sending the same message again would be refused again. */
function isRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

function storedQueue<Draft>(storage: Storage | null, key: string): QueuedMessage<Draft>[] {
  const stored = readStored(storage, key);
  return Array.isArray(stored) ? (stored as QueuedMessage<Draft>[]) : [];
}

/** The messages of one account waiting to be sent, kept in local storage. */
export function createOutbox<Draft, Sent>(options: OutboxOptions<Draft, Sent>): Outbox<Draft> {
  const now = options.now ?? (() => new Date());
  let queue = storedQueue<Draft>(options.storage, options.storageKey);
  let flushing: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  function change(next: QueuedMessage<Draft>[]) {
    queue = next;
    const storable = options.storable ?? (() => true);
    writeStored(
      options.storage,
      options.storageKey,
      queue.filter((message) => storable(message.draft)),
    );
    for (const listener of listeners) listener();
  }

  async function sendWaiting() {
    for (;;) {
      const next = queue.find((message) => !message.refused);
      if (!next) return;
      try {
        const sent = await options.send(next);
        change(queue.filter((message) => message.clientId !== next.clientId));
        options.onSent?.(sent, next);
      } catch (error) {
        if (!isRefusal(error)) return;
        const reason = options.describeRefusal
          ? options.describeRefusal(error)
          : isApiError(error)
            ? error.message
            : String(error);
        change(
          queue.map((message) =>
            message.clientId === next.clientId ? { ...message, refused: reason } : message,
          ),
        );
      }
    }
  }

  const outbox: Outbox<Draft> = {
    add(targetId, draft) {
      const clientId = newClientId();
      change([...queue, { clientId, targetId, createdAt: now().toISOString(), draft }]);
      void outbox.flush();
      return clientId;
    },
    remove(clientId) {
      change(queue.filter((message) => message.clientId !== clientId));
    },
    list: () => queue,
    flush() {
      // One flush at a time, so a message is never in flight twice from this tab.
      flushing ??= sendWaiting().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return outbox;
}
