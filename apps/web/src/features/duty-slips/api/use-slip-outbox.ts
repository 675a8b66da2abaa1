import type { DutySlip } from '@raahi/domain/duty-slips';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useLiveStatus } from '../../../lib/live-status';
import { createOutbox, type Outbox } from '../../../lib/outbox';
import { browserStorage } from '../../../lib/stored-draft';
import { slipKeys } from './keys';
import { isStorableChange, sendSlipChange, type SlipChange } from './send-slip-change';

// One outbox per signed-in account and tab, however many slips are open.
let current: { userId: string; client: QueryClient; outbox: Outbox<SlipChange> } | null = null;

function outboxOf(userId: string, client: QueryClient): Outbox<SlipChange> {
  if (current?.userId === userId && current.client === client) return current.outbox;
  const outbox = createOutbox<SlipChange, DutySlip>({
    storage: browserStorage(),
    storageKey: `slip-outbox:${userId}`,
    storable: isStorableChange,
    send: ({ conversationId, draft }) => sendSlipChange(conversationId, draft),
    onSent: (slip) => {
      client.setQueryData(slipKeys.detail(slip.dutyId), slip);
      void client.invalidateQueries({ queryKey: slipKeys.audit(slip.dutyId) });
    },
  });
  current = { userId, client, outbox };
  return outbox;
}

/**
 * The driver's slip changes that wait for the server, and the way to add one. A change made
 * without a signal goes out when the browser is back online or the live socket registers again,
 * in the order it was made; one the server refuses stays, with its reason, until removed.
 */
export function useSlipOutbox(userId: string, dutyId: string) {
  const client = useQueryClient();
  const outbox = outboxOf(userId, client);
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

  return {
    queued: queued.filter((change) => change.conversationId === dutyId),
    add: (change: SlipChange) => outbox.add(dutyId, change),
    remove: outbox.remove,
    retry: outbox.flush,
  };
}
