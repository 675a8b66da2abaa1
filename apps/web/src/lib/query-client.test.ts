import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, retryDelay, shouldRetryQuery } from './query-client';

describe('retryDelay', () => {
  it('starts at 1 s and doubles after each failure', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('never waits longer than 30 s', () => {
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(20)).toBe(30_000);
  });
});

describe('createQueryClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries queries 3 times, never retries mutations, drops unused data after 5 minutes', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(shouldRetryQuery);
    expect(queries?.retryDelay).toBe(retryDelay);
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    expect(mutations?.retry).toBe(0);
  });

  it('retries other failures 3 times but never a 4xx answer', () => {
    const offline = new ApiError(0, 'NETWORK', 'offline');
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, offline))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetryQuery(0, new ApiError(503, 'SERVICE_UNAVAILABLE', 'down'))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'X', 'refused'))).toBe(false);
    }
  });

  it('asks once for a missing resource', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(new ApiError(404, 'NOT_FOUND', 'User not found')));
    await expect(client.fetchQuery({ queryKey: ['user'], queryFn })).rejects.toThrow(
      'User not found',
    );
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('gives up on a query after the first try plus 3 retries, 1 + 2 + 4 s apart', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(new Error('offline')));
    const result = client
      .fetchQuery({ queryKey: ['flaky'], queryFn })
      .catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toEqual(new Error('offline'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(4);
  });

  it('runs a failing mutation once', async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn(() => Promise.reject(new Error('conflict')));
    const observer = new MutationObserver(client, { mutationFn });
    await expect(observer.mutate()).rejects.toThrow('conflict');
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});
