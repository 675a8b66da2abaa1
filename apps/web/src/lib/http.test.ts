import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeFetch, json } from '../test/fake-fetch';
import { makeUser } from '../test/users';
import kannadaServerMessages from '../locales/kn/serverMessages.json';
import { ApiError } from './api-error';
import { createHttpClient, http } from './http';
import { i18n } from './i18n';
import type { Tokens } from './session';
import { useSession } from './session';

function memoryTokens(initial: Partial<Tokens> = { accessToken: 'old', refreshToken: 'r1' }) {
  const state = {
    accessToken: initial.accessToken ?? null,
    refreshToken: initial.refreshToken ?? null,
  };
  return {
    state,
    store: {
      accessToken: () => state.accessToken,
      refreshToken: () => state.refreshToken,
      save: (tokens: Tokens) => Object.assign(state, tokens),
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** /profile answers 200 only to the refreshed token 'new'. */
const profileRoute = {
  'GET /profile': ({ authorization }: { authorization: string | null }) =>
    authorization === 'Bearer new'
      ? json(200, { id: 'u-1' })
      : apiError(401, 'UNAUTHORIZED', 'Your session has expired or is invalid.'),
};

describe('http client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends JSON to /api with the bearer token and returns the parsed answer', async () => {
    const { fetch, calls } = createFakeFetch({
      'POST /things': () => json(200, { ok: true }),
    });
    const client = createHttpClient({
      tokens: memoryTokens().store,
      onSessionExpired: vi.fn(),
      fetch,
    });

    await expect(client.post('/things', { name: 'Tata Ace' })).resolves.toEqual({ ok: true });
    expect(calls).toEqual([
      { method: 'POST', path: '/things', authorization: 'Bearer old', body: { name: 'Tata Ace' } },
    ]);
    const init = fetch.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(fetch.mock.calls[0]![0]).toBe('/api/things');
  });

  it('sends no token on the sign-in calls', async () => {
    const { fetch, calls } = createFakeFetch({
      'POST /auth/admins/login': () => json(200, {}),
    });
    const client = createHttpClient({
      tokens: memoryTokens().store,
      onSessionExpired: vi.fn(),
      fetch,
    });
    await client.post('/auth/admins/login', { email: 'a@b.in', password: 'x' }, { auth: false });
    expect(calls[0]!.authorization).toBeNull();
  });

  it('adds the extra headers a call asks for', async () => {
    const { fetch } = createFakeFetch({ 'GET /accounts/vendors/draft': () => json(200, {}) });
    const client = createHttpClient({
      tokens: memoryTokens().store,
      onSessionExpired: vi.fn(),
      fetch,
    });
    await client.get('/accounts/vendors/draft', {
      auth: false,
      headers: { 'x-phone-verification': 'proof' },
    });
    const headers = new Headers(fetch.mock.calls[0]![1]!.headers);
    expect(headers.get('x-phone-verification')).toBe('proof');
    expect(headers.get('authorization')).toBeNull();
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const { fetch } = createFakeFetch({ 'PUT /profile/pic': () => json(200, {}) });
    const client = createHttpClient({
      tokens: memoryTokens().store,
      onSessionExpired: vi.fn(),
      fetch,
    });
    const form = new FormData();
    form.append('pic', new Blob(['x'], { type: 'image/png' }), 'me.png');
    await client.put('/profile/pic', form);
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('content-type')).toBeNull();
  });

  it('turns an error body into an ApiError with status, code, message, details and Retry-After', async () => {
    const details = [{ path: 'body.email', message: 'Enter a valid email address' }];
    const { fetch } = createFakeFetch({
      'POST /a': () => apiError(400, 'VALIDATION_FAILED', 'Some fields are missing', details),
      'POST /b': () =>
        json(429, { error: { code: 'RATE_LIMITED', message: 'Wait' } }, { 'retry-after': '27' }),
      'POST /c': () => new Response('<html>bad gateway</html>', { status: 502 }),
    });
    const client = createHttpClient({
      tokens: memoryTokens().store,
      onSessionExpired: vi.fn(),
      fetch,
    });

    const validation = await client.post('/a', {}).catch((error: unknown) => error);
    expect(validation).toBeInstanceOf(ApiError);
    expect(validation).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', details });
    expect((validation as ApiError).fieldErrors()).toEqual([
      { field: 'email', message: 'Enter a valid email address' },
    ]);

    await expect(client.post('/b')).rejects.toMatchObject({ status: 429, retryAfter: 27 });
    await expect(client.post('/c')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'The server answered with an error (502). Try again.',
    });
  });

  it('gives up after 10 s with a timeout error', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const client = createHttpClient({
      tokens: memoryTokens().store,
      onSessionExpired: vi.fn(),
      fetch,
    });
    const result = client.get('/slow').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ status: 0, code: 'TIMEOUT' });

    // A file being made gets its own, longer limit.
    const file = client
      .get('/slow-file', { responseType: 'blob', timeoutMs: 300_000 })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(299_999);
    expect(fetch.mock.calls[1]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await file).toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it('reports an unreachable server as a network error, and passes a cancellation on', async () => {
    const client = createHttpClient({
      tokens: memoryTokens().store,
      onSessionExpired: vi.fn(),
      fetch: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });

    const cancelled = new AbortController();
    cancelled.abort();
    const { fetch } = createFakeFetch();
    const quiet = createHttpClient({
      tokens: memoryTokens().store,
      onSessionExpired: vi.fn(),
      fetch,
    });
    const error = await quiet.get('/x', { signal: cancelled.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('on a 401 refreshes once, saves the new pair and repeats the request with it', async () => {
    const tokens = memoryTokens();
    const { fetch, calls } = createFakeFetch({
      ...profileRoute,
      'POST /auth/refresh': () => json(200, { accessToken: 'new', refreshToken: 'r2' }),
    });
    const client = createHttpClient({ tokens: tokens.store, onSessionExpired: vi.fn(), fetch });

    await expect(client.get('/profile')).resolves.toEqual({ id: 'u-1' });
    expect(calls.map((c) => `${c.method} ${c.path} ${c.authorization}`)).toEqual([
      'GET /profile Bearer old',
      'POST /auth/refresh null',
      'GET /profile Bearer new',
    ]);
    expect(calls[1]!.body).toEqual({ refreshToken: 'r1' });
    expect(tokens.state).toEqual({ accessToken: 'new', refreshToken: 'r2' });
  });

  it('makes 3 parallel 401s wait for one single refresh, then retries all 3 with the new token', async () => {
    const tokens = memoryTokens();
    const refreshAnswer = deferred<Response>();
    const { fetch, calls } = createFakeFetch({
      ...profileRoute,
      'POST /auth/refresh': () => refreshAnswer.promise,
    });
    const client = createHttpClient({ tokens: tokens.store, onSessionExpired: vi.fn(), fetch });

    const all = Promise.all([
      client.get('/profile'),
      client.get('/profile'),
      client.get('/profile'),
    ]);
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    refreshAnswer.resolve(json(200, { accessToken: 'new', refreshToken: 'r2' }));

    await expect(all).resolves.toEqual([{ id: 'u-1' }, { id: 'u-1' }, { id: 'u-1' }]);
    expect(calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1);
    const retries = calls.filter((c) => c.path === '/profile' && c.authorization === 'Bearer new');
    expect(retries).toHaveLength(3);
  });

  it('when the refresh is refused, logs out once and fails every waiting request', async () => {
    const tokens = memoryTokens();
    const onSessionExpired = vi.fn();
    const { fetch, calls } = createFakeFetch({
      ...profileRoute,
      'POST /auth/refresh': () => apiError(401, 'UNAUTHORIZED', 'Your session has ended.'),
    });
    const client = createHttpClient({ tokens: tokens.store, onSessionExpired, fetch });

    const results = await Promise.allSettled([
      client.get('/profile'),
      client.get('/profile'),
      client.get('/profile'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const result of results) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
    }
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1);
  });

  it('logs out without asking when there is no refresh token', async () => {
    const onSessionExpired = vi.fn();
    const { fetch, calls } = createFakeFetch(profileRoute);
    const client = createHttpClient({
      tokens: memoryTokens({ accessToken: 'old' }).store,
      onSessionExpired,
      fetch,
    });
    await expect(client.get('/profile')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.path)).toEqual(['/profile']);
  });

  it('keeps the session when the refresh fails for lack of a connection', async () => {
    const onSessionExpired = vi.fn();
    const { fetch } = createFakeFetch({
      ...profileRoute,
      'POST /auth/refresh': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const client = createHttpClient({ tokens: memoryTokens().store, onSessionExpired, fetch });
    await expect(client.get('/profile')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh for a 401 from a sign-in call, or twice for one request', async () => {
    const onSessionExpired = vi.fn();
    const { fetch, calls } = createFakeFetch({
      'POST /otp/verify-otp': () => apiError(401, 'UNAUTHORIZED', 'The code is incorrect'),
      'GET /always-401': () => apiError(401, 'UNAUTHORIZED', 'No'),
      'POST /auth/refresh': () => json(200, { accessToken: 'new', refreshToken: 'r2' }),
    });
    const client = createHttpClient({ tokens: memoryTokens().store, onSessionExpired, fetch });

    await expect(
      client.post('/otp/verify-otp', { phone: '9900100001', otp: '000000' }, { auth: false }),
    ).rejects.toMatchObject({ status: 401, message: 'The code is incorrect' });
    expect(calls.map((c) => c.path)).toEqual(['/otp/verify-otp']);

    await expect(client.get('/always-401')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.path)).toEqual([
      '/otp/verify-otp',
      '/always-401',
      '/auth/refresh',
      '/always-401',
    ]);
  });

  it('repeats a late 401 with the token another request already refreshed', async () => {
    const tokens = memoryTokens();
    const { fetch, calls } = createFakeFetch({ ...profileRoute });
    const client = createHttpClient({ tokens: tokens.store, onSessionExpired: vi.fn(), fetch });
    const pending = client.get('/profile');
    tokens.state.accessToken = 'new'; // refreshed meanwhile (another request, or another tab)
    await expect(pending).resolves.toEqual({ id: 'u-1' });
    expect(calls.map((c) => c.path)).toEqual(['/profile', '/profile']);
  });

  it('signs the app out (session and storage emptied) when its refresh is refused', async () => {
    useSession.getState().setCredentials({
      user: makeUser(),
      accessToken: 'expired',
      refreshToken: 'spent-refresh-token',
    });
    localStorage.setItem('vendorOnboardingDraft', '{}');
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        ...profileRoute,
        'POST /auth/refresh': () => apiError(401, 'UNAUTHORIZED', 'Your session has ended.'),
      }).fetch,
    );

    await expect(http.get('/profile')).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().hasToken()).toBe(false);
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('marks the session user when the server wants the temporary password changed first', async () => {
    useSession.getState().setCredentials({
      user: makeUser({ mustChangePassword: false }),
      accessToken: 'a',
      refreshToken: 'r',
    });
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'GET /records/employees': () =>
          apiError(403, 'FORBIDDEN', 'Change your temporary password to continue', {
            reason: 'password-change-required',
          }),
        'GET /records/vendors': () => apiError(403, 'FORBIDDEN', 'Your role may not do this'),
      }).fetch,
    );

    await expect(http.get('/records/vendors')).rejects.toMatchObject({ status: 403 });
    expect(useSession.getState().user?.mustChangePassword).toBe(false);
    await expect(http.get('/records/employees')).rejects.toMatchObject({ status: 403 });
    expect(useSession.getState().user?.mustChangePassword).toBe(true);
  });
});

describe('the server’s messages in the chosen language', () => {
  const registered = 'A vehicle with this registration number is already registered';
  const client = () =>
    createHttpClient({
      tokens: memoryTokens().store,
      onSessionExpired: vi.fn(),
      fetch: createFakeFetch({
        'POST /vehicles': () => apiError(409, 'CONFLICT', registered, { field: 'regNo' }),
        'POST /invoices': () =>
          apiError(409, 'CONFLICT', 'Duty D-0042 is already on invoice RAA/2026/0007'),
        'POST /odd': () => apiError(409, 'CONFLICT', 'A sentence no catalogue knows'),
      }).fetch,
    });
  const failure = (path: string) =>
    client()
      .post(path, {})
      .then(
        () => expect.unreachable(),
        (error: unknown) => error as ApiError,
      );

  beforeAll(() => {
    i18n.addResourceBundle('kn', 'translation', kannadaServerMessages, true, true);
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('answers a 409 in Kannada, code and details kept', async () => {
    await i18n.changeLanguage('kn');
    const error = await failure('/vehicles');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.code).toBe('CONFLICT');
    expect(error.details).toEqual({ field: 'regNo' });
    expect(error.message).toBe(kannadaServerMessages.serverMessages.aVehicleWith);
    expect(error.message).toMatch(/[\u0C80-\u0CFF]/);
  });

  it('fills a template’s slots with what the server said', async () => {
    await i18n.changeLanguage('kn');
    expect((await failure('/invoices')).message).toBe(
      'ಡ್ಯೂಟಿ D-0042 ಈಗಾಗಲೇ ಇನ್‌ವಾಯ್ಸ್ RAA/2026/0007 ನಲ್ಲಿದೆ',
    );
  });

  it('keeps a sentence no key knows as it came', async () => {
    await i18n.changeLanguage('kn');
    expect((await failure('/odd')).message).toBe('A sentence no catalogue knows');
  });

  it('leaves English as the server wrote it', async () => {
    expect((await failure('/vehicles')).message).toBe(registered);
  });
});
