import type { DutySlip } from '@raahi/domain/duty-slips';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { slipKeys } from './keys';
import { sendSlipChange, type SlipChange } from './send-slip-change';

/**
 * A correction by the vendor or the operator, sent at once (not queued): a refusal, such as
 * an impossible figure, is shown in the dialog that made it.
 */
export function useSlipChange(dutyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: SlipChange) => sendSlipChange(dutyId, change),
    onSuccess: (slip: DutySlip) => {
      client.setQueryData(slipKeys.detail(dutyId), slip);
      void client.invalidateQueries({ queryKey: slipKeys.audit(dutyId) });
    },
  });
}
