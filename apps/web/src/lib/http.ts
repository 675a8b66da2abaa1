import { ApiError, isPasswordChangeRequired } from './api-error';
import { i18n } from './i18n';
import { useSession, type Tokens } from './session';
import { endSession } from './sign-out';
import { translateEnglishMessage } from './validation/validation-messages';

export const API_BASE = '/api';
export const API_TIMEOUT_MS = 10_000;

/** Where the client reads and writes the session's tokens. */
export interface TokenStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  save(tokens: Tokens): void;
  /** Re-reads tokens another tab may have written meanwhile. */
  reload?(): void;
}

export interface HttpClientOptions {
  tokens: TokenStore;
  /** Called when the server refuses the refresh token: the session is over. */
  onSessionExpired: () => void;
  fetch?: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
  /** Runs a refresh exclusively across tabs; without it, refreshes run directly. */
  refreshLock?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Called when the server refuses a call until the person replaces a temporary password. */
  onPasswordChangeRequired?: () => void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as it is when FormData. */
  body?: unknown;
  /**
   * false for the sign-in calls and refresh: no bearer token, and a 401 is their answer
   * (wrong password, wrong code), not an expired session.
   */
  auth?: boolean;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob';
  /** This call's limit instead of the client's (a file being made takes longer: lib/download). */
  timeoutMs?: number;
  /** Extra headers, e.g. the onboarding wizard's phone verification; never Authorization. */
  headers?: Record<string, string>;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined;
  try {
    body = (await response.json()) as typeof body;
  } catch {
    body = undefined;
  }
  const header = Number(response.headers.get('retry-after'));
  const fromDetails = (body?.error?.details as { retryAfter?: unknown } | undefined)?.retryAfter;
  const retryAfter =
    Number.isFinite(header) && header > 0
      ? header
      : typeof fromDetails === 'number'
        ? fromDetails
        : null;
  const code = typeof body?.error?.code === 'string' ? body.error.code : `HTTP_${response.status}`;
  // The server speaks English: its sentence in the current language when the catalogue knows
  // it (validation.* or serverMessages.*), as it came otherwise. Screens show `message` as is.
  const message =
    typeof body?.error?.message === 'string'
      ? translateEnglishMessage(body.error.message)
      : i18n.t('errors.http', { status: response.status });
  return new ApiError(response.status, code, message, body?.error?.details, retryAfter);
}

/**
 * The one way the app talks to the API (spec §7): base '/api', 10 s timeout, JSON, the bearer
 * token, errors as ApiError. On a 401 it refreshes the tokens once per request; requests that
 * fail meanwhile wait for that same refresh. If the server refuses the refresh token, every
 * waiting request fails and the session ends.
 */
export function createHttpClient(options: HttpClientOptions) {
  const { tokens, onSessionExpired } = options;
  const baseUrl = options.baseUrl ?? API_BASE;
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  // Looked up per call so tests can stub the global.
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const lock = options.refreshLock ?? ((task) => task());
  let refreshing: Promise<string> | null = null;

  async function send<T>(path: string, init: RequestOptions, token: string | null): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, init.timeoutMs ?? timeoutMs);
    const cancel = () => controller.abort();
    if (init.signal?.aborted) cancel();
    init.signal?.addEventListener('abort', cancel, { once: true });

    const headers: Record<string, string> = { ...init.headers, Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    if (token) headers.Authorization = `Bearer ${token}`;

    try {
      const response = await doFetch(baseUrl + path, {
        method: init.method ?? 'GET',
        headers,
        body,
        signal: controller.signal,
      });
      if (!response.ok) throw await toApiError(response);
      if (init.responseType === 'blob') return (await response.blob()) as T;
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // The caller gave up (e.g. the query was cancelled): pass its abort on unchanged.
      if (init.signal?.aborted) throw error;
      if (timedOut) throw new ApiError(0, 'TIMEOUT', i18n.t('errors.timeout'));
      throw new ApiError(0, 'NETWORK', i18n.t('errors.network'));
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', cancel);
    }
  }

  async function refreshOnce(stale: string): Promise<string> {
    tokens.reload?.();
    const current = tokens.accessToken();
    if (current && current !== stale) return current; // another tab refreshed meanwhile
    const refreshToken = tokens.refreshToken();
    if (!refreshToken) {
      onSessionExpired();
      throw new ApiError(401, 'UNAUTHORIZED', i18n.t('errors.sessionEnded'));
    }
    try {
      const next = await send<Tokens>(
        '/auth/refresh',
        { method: 'POST', body: { refreshToken }, auth: false },
        null,
      );
      tokens.save(next);
      return next.accessToken;
    } catch (error) {
      // Refused (spent, revoked, expired or malformed token): the session is over. A timeout,
      // network failure or 5xx says nothing about the token, so the person stays signed in.
      const refused =
        error instanceof ApiError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 429;
      if (refused) onSessionExpired();
      throw error;
    }
  }

  /**
   * A valid access token in place of `stale`: the current one if it has changed since, else
   * the result of the single refresh in flight (started if there is none).
   */
  function renewAccessToken(stale: string): Promise<string> {
    const current = tokens.accessToken();
    if (current && current !== stale) return Promise.resolve(current);
    refreshing ??= lock(() => refreshOnce(stale)).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function sendRenewing<T>(path: string, init: RequestOptions): Promise<T> {
    const token = init.auth === false ? null : tokens.accessToken();
    try {
      return await send<T>(path, init, token);
    } catch (error) {
      if (!token || !(error instanceof ApiError) || error.status !== 401) throw error;
    }
    const fresh = await renewAccessToken(token);
    return send<T>(path, init, fresh);
  }

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    try {
      return await sendRenewing<T>(path, init);
    } catch (error) {
      if (isPasswordChangeRequired(error)) options.onPasswordChangeRequired?.();
      throw error;
    }
  }

  type Options = Omit<RequestOptions, 'method' | 'body'>;
  return {
    request,
    renewAccessToken,
    get: <T>(path: string, opts?: Options) => request<T>(path, { ...opts, method: 'GET' }),
    post: <T>(path: string, body?: unknown, opts?: Options) =>
      request<T>(path, { ...opts, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, opts?: Options) =>
      request<T>(path, { ...opts, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, opts?: Options) =>
      request<T>(path, { ...opts, method: 'PATCH', body }),
    delete: <T>(path: string, opts?: Options) => request<T>(path, { ...opts, method: 'DELETE' }),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

// Two tabs refreshing with the same token would present it twice, and the server revokes the
// whole sign-in when a spent token comes back; the Web Locks API makes them take turns.
function webLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request('raahi-token-refresh', task) : task();
}

export const http = createHttpClient({
  tokens: {
    accessToken: () => useSession.getState().accessToken,
    refreshToken: () => useSession.getState().refreshToken,
    save: (next) => useSession.getState().setTokens(next),
    reload: () => useSession.getState().reload(),
  },
  onSessionExpired: endSession,
  refreshLock: webLock,
  // The server says the password must change first: the shell then shows that screen instead.
  onPasswordChangeRequired: () => {
    const { user, setUser } = useSession.getState();
    if (user && !user.mustChangePassword) setUser({ ...user, mustChangePassword: true });
  },
});
