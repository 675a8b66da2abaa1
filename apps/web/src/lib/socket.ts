import { platformInfo } from './platform-info';

/** Close codes of the server's `/ws/` (apps/server socket.routes.ts). */
export const CLOSE_UNAUTHENTICATED = 4401;
export const CLOSE_FORBIDDEN = 4403;
const CLOSE_NORMAL = 1000;

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

export interface LiveSocketOptions {
  userId: string;
  role: string;
  accessToken: () => string | null;
  /** A valid token in place of one the server refused (the http client's single-flight refresh). */
  renewAccessToken: (stale: string) => Promise<string>;
  url?: string;
  createSocket?: (url: string) => WebSocket;
  onMessage?: (message: unknown) => void;
}

export interface LiveSocket {
  close(): void;
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
 * access token. Incoming messages are parsed and logged. While signed in it reconnects with
 * back-off (1 s doubling to 30 s); a refused token is renewed first, a foreign registration
 * (4403) is not retried.
 */
export function connectLiveSocket(options: LiveSocketOptions): LiveSocket {
  const url = options.url ?? defaultUrl();
  const createSocket = options.createSocket ?? ((target: string) => new WebSocket(target));
  const onMessage = options.onMessage ?? logMessage;
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let stopped = false;

  function scheduleReconnect() {
    if (stopped) return;
    const delay = Math.min(FIRST_RETRY_MS * 2 ** attempts, MAX_RETRY_MS);
    attempts += 1;
    retryTimer = setTimeout(open, delay);
  }

  function open() {
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
      if ((message as { event?: unknown } | null)?.event === 'registered') attempts = 0;
      onMessage(message);
    });

    current.addEventListener('close', (event: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      if (stopped || event.code === CLOSE_FORBIDDEN) return;
      if (event.code === CLOSE_UNAUTHENTICATED) {
        // The access token expired or was refused: renew it, then try again. If the renewal is
        // refused the session ends and whoever owns this socket closes it.
        options.renewAccessToken(token).then(scheduleReconnect, scheduleReconnect);
        return;
      }
      scheduleReconnect();
    });
  }

  open();

  return {
    close() {
      stopped = true;
      clearTimeout(retryTimer);
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
