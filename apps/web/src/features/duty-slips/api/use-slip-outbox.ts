import type { DutySlip } from '@raahi/domain/duty-slips';
import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n';
import { createOutbox } from '../../../lib/outbox';
import { browserStorage } from '../../../lib/stored-draft';
import { sharedOutbox, useOutbox } from '../../../lib/use-outbox';
import { slipProblem } from '../lib/slip-refusal-text';
import { slipKeys } from './keys';
import { isStorableChange, sendSlipChange, type SlipChange } from './send-slip-change';

/**
 * The driver's slip changes that wait for the server, and the way to add one. A change made
 * without a signal goes out when the browser is back online or the live socket registers again,
 * in the order it was made; one the server refuses stays, with its reason, until removed.
 */
export function useSlipOutbox(userId: string, dutyId: string) {
  const client = useQueryClient();
  const outbox = sharedOutbox('slip', userId, client, () =>
    createOutbox<SlipChange, DutySlip>({
      storage: browserStorage(),
      storageKey: `slip-outbox:${userId}`,
      storable: isStorableChange,
      describeRefusal: (error) => slipProblem(i18n.t, error),
      send: ({ targetId, draft }) => sendSlipChange(targetId, draft),
      onSent: (slip) => {
        client.setQueryData(slipKeys.detail(slip.dutyId), slip);
        void client.invalidateQueries({ queryKey: slipKeys.audit(slip.dutyId) });
      },
    }),
  );
  const queued = useOutbox(outbox);
  return {
    queued: queued.filter((change) => change.targetId === dutyId),
    add: (change: SlipChange) => outbox.add(dutyId, change),
    remove: outbox.remove,
    retry: outbox.flush,
  };
}
