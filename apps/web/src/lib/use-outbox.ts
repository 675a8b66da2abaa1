import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useLiveStatus } from './live-status';
import type { Outbox, QueuedMessage } from './outbox';

// One outbox per kind, signed-in account and tab, however many screens use it.
const outboxes = new Map<string, { userId: string; client: QueryClient; outbox: Outbox<never> }>();

/** The tab's outbox of this kind for this account, made by `make` the first time. */
export function sharedOutbox<Draft>(
  kind: string,
  userId: string,
  client: QueryClient,
  make: () => Outbox<Draft>,
): Outbox<Draft> {
  const current = outboxes.get(kind);
  if (current?.userId === userId && current.client === client) {
    return current.outbox as unknown as Outbox<Draft>;
  }
  const outbox = make();
  outboxes.set(kind, { userId, client, outbox: outbox as unknown as Outbox<never> });
  return outbox;
}

/**
 * What waits in `outbox`, kept current. What was written offline goes out when the browser is
 * back online or the live socket registers again (and at once, when a screen using it opens, for
 * what a closed tab left behind).
 */
export function useOutbox<Draft>(outbox: Outbox<Draft>): readonly QueuedMessage<Draft>[] {
  const queued = useSyncExternalStore(outbox.subscribe, outbox.list);
  const live = useLiveStatus((state) => state.status === 'live');

  useEffect(() => {
    if (live) void outbox.flush();
  }, [live, outbox]);

  useEffect(() => {
    const flush = () => void outbox.flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [outbox]);

  return queued;
}
