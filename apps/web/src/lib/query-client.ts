import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-error';

const MAX_RETRY_DELAY_MS = 30_000;

/** Back-off between query retries: 1 s after the first failure, doubling, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

export const QUERY_RETRIES = 3;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/**
 * How long the answers a screen asks for first stay fresh. A signed-in start asks for them
 * with the screen's code (app/screen-data.ts); the screen mounting a moment later uses them
 * instead of asking again. Live events and mutations still refresh them at once.
 */
export const FIRST_ANSWER_FRESH_MS = 10_000;

/** Up to 3 retries (spec §8), but none for a 4xx: a 401, 403 or 404 does not heal by asking again. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < QUERY_RETRIES;
}

/** Queries under this key hold object URLs (`URL.createObjectURL`), revoked when dropped. */
export const OBJECT_URL_QUERY = 'object-url';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay, gcTime: QUERY_GC_TIME_MS },
      // A retried mutation could create a second vendor or duty; the person retries instead.
      mutations: { retry: 0 },
    },
  });
  client.getQueryCache().subscribe((event) => {
    const queryKey = event.query.queryKey as readonly unknown[];
    const data: unknown = event.query.state.data;
    if (event.type === 'removed' && queryKey[0] === OBJECT_URL_QUERY && typeof data === 'string') {
      URL.revokeObjectURL(data);
    }
  });
  return client;
}

export const queryClient = createQueryClient();
