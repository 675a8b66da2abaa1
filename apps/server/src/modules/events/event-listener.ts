import type pg from 'pg';
import { listenToChannel } from '../../db/channel-listener.js';

/** The channel notified after a commit that wrote events (and by the outbox's minute sweep). */
export const EVENTS_CHANNEL = 'raahi_events';
/** Whoever holds it publishes the outbox to Redis (7_245_001 to 003 name other locks). */
const PUBLISHER_LOCK = 7_245_004;

export interface EventListener {
  /** Whether this process now holds the publisher's lock (tries to take it when not). */
  lead(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A connection of its own that listens for new events, and holds the publisher's advisory lock
 * when this process has it (the lock ends with the connection, so another process takes over
 * when this one dies). `onListening` is called whenever listening (re)starts: what was
 * notified meanwhile went unheard, so read. `onLost` when the connection, and with it any
 * lock, is lost.
 */
export function createEventListener(deps: {
  connection: pg.ClientConfig;
  onNotified: () => void;
  onListening: () => void;
  onLost: (error: unknown) => void;
}): EventListener {
  // The connection that holds the lock, while it lives.
  let leadingOn: pg.Client | null = null;

  const listener = listenToChannel({
    connection: deps.connection,
    channel: EVENTS_CHANNEL,
    applicationName: 'raahi-events',
    onNotification: () => deps.onNotified(),
    onListening: deps.onListening,
    onLost: (error) => {
      leadingOn = null;
      deps.onLost(error);
    },
  });

  return {
    async lead() {
      const current = listener.connection();
      if (!current) return false;
      if (leadingOn === current) return true;
      const { rows } = await current.query<{ held: boolean }>(
        'select pg_try_advisory_lock($1) as held',
        [PUBLISHER_LOCK],
      );
      leadingOn = rows[0]!.held && listener.connection() === current ? current : null;
      return leadingOn !== null;
    },
    close: () => listener.close(),
  };
}
