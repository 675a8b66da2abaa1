import { vi } from 'vitest';

export interface FetchCall {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

type Handler = (call: FetchCall) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function apiError(status: number, code: string, message: string, details?: unknown) {
  return json(status, {
    error: details === undefined ? { code, message } : { code, message, details },
  });
}

/**
 * A stand-in for the API: `routes` maps 'METHOD /path' (without '/api') to a handler; anything
 * else answers 404. Every call is recorded.
 */
export function createFakeFetch(routes: Record<string, Handler> = {}) {
  const calls: FetchCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const target = input instanceof Request ? input.url : input.toString();
    const url = new URL(target, 'http://localhost');
    const headers = new Headers(init.headers);
    const call: FetchCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, '') + url.search,
      authorization: headers.get('authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${url.pathname.replace(/^\/api/, '')}`];
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return handler ? handler(call) : apiError(404, 'NOT_FOUND', `No route for ${call.path}`);
  });
  return { fetch, calls };
}
