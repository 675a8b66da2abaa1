import { QueryClient } from '@tanstack/react-query';

const MAX_RETRY_DELAY_MS = 30_000;

/** Back-off between query retries: 1 s after the first failure, doubling, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

export const QUERY_RETRIES = 3;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRIES, retryDelay, gcTime: QUERY_GC_TIME_MS },
      // A retried mutation could create a second vendor or duty; the person retries instead.
      mutations: { retry: 0 },
    },
  });
}

export const queryClient = createQueryClient();
