import type { DutySlip, SlipChargeInput, SlipUpdate } from '@raahi/domain/duty-slips';
import { http } from '../../../lib/http';
import { apiSearch } from '../../../lib/list-url-state';
import { chargePath, slipPath } from './keys';

/**
 * One change to a slip, as the phone queues it: figures, a charge (under the id the phone made,
 * so sending it twice adds it once), a charge's receipt or the passenger's signature.
 */
export type SlipChange =
  | { kind: 'figures'; body: SlipUpdate }
  | { kind: 'charge'; chargeId: string; body: SlipChargeInput }
  | { kind: 'remove-charge'; chargeId: string; reason: string }
  | { kind: 'receipt'; chargeId: string; file: File; reason?: string }
  | { kind: 'signature'; file: File; reason?: string };

/** Files cannot wait in local storage: they wait in memory, the rest survives a reload. */
export const isStorableChange = (change: SlipChange) =>
  change.kind !== 'receipt' && change.kind !== 'signature';

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** Sends the change; every answer is the slip as it now stands. */
export function sendSlipChange(dutyId: string, change: SlipChange): Promise<DutySlip> {
  switch (change.kind) {
    case 'figures':
      return http.patch<DutySlip>(slipPath(dutyId), change.body);
    case 'charge':
      return http.put<DutySlip>(chargePath(dutyId, change.chargeId), change.body);
    case 'remove-charge':
      return http.delete<DutySlip>(
        `${chargePath(dutyId, change.chargeId)}${apiSearch({ reason: change.reason })}`,
      );
    case 'receipt':
      return http.put<DutySlip>(
        `${chargePath(dutyId, change.chargeId)}/receipt${apiSearch({ reason: change.reason })}`,
        fileForm(change.file),
      );
    case 'signature':
      return http.put<DutySlip>(
        `${slipPath(dutyId)}/signature${apiSearch({ reason: change.reason })}`,
        fileForm(change.file),
      );
  }
}
