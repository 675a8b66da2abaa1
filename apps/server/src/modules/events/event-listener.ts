import pg from 'pg';

/** The channel notified after a commit that wrote events (and by the outbox's minute sweep). */
export const EVENTS_CHANNEL = 'raahi_events';
/** Whoever holds it publishes the outbox to Redis (7_245_001 to 003 name other locks). */
const PUBLISHER_LOCK = 7_245_004;
const RECONNECT_MS = 1_000;

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
  let client: pg.Client | null = null;
  let ready = false;
  let leading = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  function lost(error: unknown) {
    if (client === null) return;
    ready = false;
    leading = false;
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    client = null;
    if (closed) return;
    deps.onLost(error);
    retry = setTimeout(() => void listen(), RECONNECT_MS);
  }

  async function listen() {
    retry = null;
    const next = new pg.Client({ ...deps.connection, application_name: 'raahi-events' });
    client = next;
    next.on('error', lost);
    next.on('end', () => lost(new Error('event notifications connection ended')));
    next.on('notification', () => deps.onNotified());
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
      if (client !== next) return;
      ready = true;
      deps.onListening();
    } catch (error) {
      lost(error);
    }
  }

  void listen();

  return {
    async lead() {
      if (leading) return true;
      const current = client;
      if (!current || !ready) return false;
      const { rows } = await current.query<{ held: boolean }>(
        'select pg_try_advisory_lock($1) as held',
        [PUBLISHER_LOCK],
      );
      leading = client === current && rows[0]!.held;
      return leading;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
