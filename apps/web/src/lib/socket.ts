import { platformInfo } from './platform-info';

/** Close codes of the server's `/ws/` (apps/server socket.routes.ts). */
export const CLOSE_UNAUTHENTICATED = 4401;
export const CLOSE_FORBIDDEN = 4403;
const CLOSE_NORMAL = 1000;

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * Where the socket stands: opening for the first time, registered, down and about to try again,
 * or given up for good (closed by its owner, or a registration the server refuses to retry).
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'closed';

export interface LiveSocketOptions {
  userId: string;
  role: string;
  accessToken: () => string | null;
  /** A valid token in place of one the server refused (the http client's single-flight refresh). */
  renewAccessToken: (stale: string) => Promise<string>;
  url?: string;
  createSocket?: (url: string) => WebSocket;
  onMessage?: (message: unknown) => void;
  onStatus?: (status: LiveStatus) => void;
  /** Math.random by default: spreads the reconnections of many clients after a restart. */
  random?: () => number;
}

export interface LiveSocket {
  close(): void;
}

/**
 * The wait before reconnection number `attempt` (0 first): 1 s doubling to 30 s, of which a
 * random half is taken off so that clients dropped together do not all return together.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);
  return Math.round(ceiling * (0.5 + random() / 2));
}

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws/`;
}

function logMessage(message: unknown) {
  console.info('[live]', message);
}

/**
 * The live socket of spec §4: after it opens, the client sends the `register` event with its
 * access token. Incoming messages are parsed and handed on. While signed in it reconnects with
 * back-off (reconnectDelay), at once when the browser comes back online; a refused token is
 * renewed first (a refused renewal ends the session through the http client), a foreign
 * registration (4403) is not retried.
 */
export function connectLiveSocket(options: LiveSocketOptions): LiveSocket {
  const url = options.url ?? defaultUrl();
  const createSocket = options.createSocket ?? ((target: string) => new WebSocket(target));
  const onMessage = options.onMessage ?? logMessage;
  const onStatus = options.onStatus ?? (() => undefined);
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let stopped = false;

  function scheduleReconnect() {
    if (stopped) return;
    onStatus('reconnecting');
    retryTimer = setTimeout(open, reconnectDelay(attempts, options.random));
    attempts += 1;
  }

  // Back online after a network change: no reason to sit out the rest of a long wait.
  function retryNow() {
    if (stopped || socket || retryTimer === undefined) return;
    clearTimeout(retryTimer);
    open();
  }

  function open() {
    retryTimer = undefined;
    if (stopped) return;
    const token = options.accessToken();
    if (!token) return;
    const current = createSocket(url);
    socket = current;

    current.addEventListener('open', () => {
      if (stopped) return;
      current.send(
        JSON.stringify({
          event: 'register',
          data: {
            userId: options.userId,
            deviceType: 'web',
            platformInfo: platformInfo(),
            role: options.role,
            accessToken: token,
          },
        }),
      );
    });

    current.addEventListener('message', (event: MessageEvent) => {
      let message: unknown;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        message = event.data;
      }
      if ((message as { event?: unknown } | null)?.event === 'registered') {
        attempts = 0;
        onStatus('live');
      }
      onMessage(message);
    });

    current.addEventListener('close', (event: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      if (stopped) return;
      if (event.code === CLOSE_FORBIDDEN) {
        onStatus('closed');
        return;
      }
      if (event.code === CLOSE_UNAUTHENTICATED) {
        // The access token expired or was refused: renew it, then try again. If the renewal is
        // refused the session ends and whoever owns this socket closes it.
        onStatus('reconnecting');
        options.renewAccessToken(token).then(scheduleReconnect, scheduleReconnect);
        return;
      }
      scheduleReconnect();
    });
  }

  onStatus('connecting');
  window.addEventListener('online', retryNow);
  open();

  return {
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      window.removeEventListener('online', retryNow);
      onStatus('closed');
      const current = socket;
      socket = null;
      if (!current) return;
      // Closing a socket that is still connecting makes the browser log an error; let it open.
      if (current.readyState === WebSocket.CONNECTING) {
        current.addEventListener('open', () => current.close(CLOSE_NORMAL));
      } else if (current.readyState === WebSocket.OPEN) {
        current.close(CLOSE_NORMAL);
      }
    },
  };
}
