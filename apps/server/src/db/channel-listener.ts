import pg from 'pg';

const RECONNECT_MS = 1_000;

export interface ChannelListener {
  /** Settles once the first attempt to listen has succeeded or failed (then it retries). */
  started: Promise<void>;
  /** The connection while it listens; null while it reconnects or after close. */
  connection(): pg.Client | null;
  close(): Promise<void>;
}

/**
 * A connection of its own that LISTENs on one PostgreSQL channel and, when the connection is
 * lost, says so and connects again a second later, for as long as it is not closed.
 * `onListening` is called each time listening (re)starts: whatever was notified meanwhile went
 * unheard, so a caller that must not miss anything reads afresh then.
 */
export function listenToChannel(options: {
  connection: pg.ClientConfig;
  channel: string;
  applicationName: string;
  onNotification: (payload: string | undefined) => void;
  onListening?: () => void;
  onLost: (error: unknown) => void;
}): ChannelListener {
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  function lost(error: unknown) {
    if (client === null) return;
    listening = false;
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    client = null;
    if (closed) return;
    options.onLost(error);
    retry = setTimeout(() => void listen(), RECONNECT_MS);
  }

  async function listen() {
    retry = null;
    const next = new pg.Client({
      ...options.connection,
      application_name: options.applicationName,
    });
    client = next;
    next.on('error', lost);
    next.on('end', () => lost(new Error(`${options.channel} connection ended`)));
    next.on('notification', (message) => options.onNotification(message.payload));
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
      if (client !== next) return;
      listening = true;
      options.onListening?.();
    } catch (error) {
      lost(error);
    }
  }

  const started = listen();

  return {
    started,
    connection: () => (listening ? client : null),
    async close() {
      closed = true;
      listening = false;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
