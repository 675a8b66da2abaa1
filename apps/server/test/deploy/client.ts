import WebSocket from 'ws';

/** The first admin every process of the test is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'ops@example.in', password: 'a long and odd passphrase 42' };

export interface Answer {
  status: number;
  body: any;
}

/** One JSON call over real HTTP, to a process or to nginx. */
export async function call(
  base: string,
  path: string,
  init: { method?: string; json?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (nginx's own error pages): keep the text
  }
  return { status: response.status, body };
}

export async function signInAdmin(base: string) {
  const answer = await call(base, '/api/auth/admins/login', { json: ADMIN });
  if (answer.status !== 200) {
    throw new Error(`admin sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body as { accessToken: string; refreshToken: string; user: { id: string } };
}

export interface LiveSocket {
  /** Every message received since registration, as text. */
  received: string[];
  /** Resolves with the first message (already received or to come) containing `text`. */
  waitFor(text: string, timeoutMs: number): Promise<string>;
  close(): Promise<void>;
}

/**
 * Opens the live socket at `wsUrl` (`ws://…/ws/`) as the browser does: from the site's origin,
 * registering with the access token as its first message, and waits for `registered`.
 */
export async function openLiveSocket(
  wsUrl: string,
  origin: string,
  session: { accessToken: string; user: { id: string } },
  role: string,
): Promise<LiveSocket> {
  const socket = new WebSocket(wsUrl, { origin });
  const received: string[] = [];
  const waiting = new Set<() => void>();
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`${wsUrl} answered ${response.statusCode} instead of upgrading`)),
    );
    socket.once('open', () => {
      socket.send(
        JSON.stringify({
          event: 'register',
          data: {
            userId: session.user.id,
            deviceType: 'web',
            role,
            accessToken: session.accessToken,
          },
        }),
      );
    });
    socket.on('message', (raw: Buffer) => {
      const text = raw.toString('utf8');
      if (text.includes('"registered"')) return resolve();
      received.push(text);
      for (const wake of waiting) wake();
    });
    socket.once('close', (code) => reject(new Error(`socket closed (${code}) before registering`)));
  });

  return {
    received,
    waitFor(text, timeoutMs) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = received.find((message) => message.includes(text));
          if (found === undefined) return;
          clearTimeout(timer);
          waiting.delete(look);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(look);
          reject(new Error(`no message with ${text} in ${timeoutMs} ms; got ${received.length}`));
        }, timeoutMs);
        waiting.add(look);
        look();
      });
    },
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
      return new Promise((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      });
    },
  };
}
