import type { Duty } from '@raahi/domain/duties';
import type { DutyStatus } from '@raahi/domain/duty-constants';
import { inIndia } from '@raahi/domain/duty-slip-rules';
import { can } from '@raahi/domain/permissions';
import type { AuthContext } from '../../core/auth-context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { DutySlipsRepository, SlipRow } from './duty-slips.repository.js';
import { slipNumberOf } from './duty-slip-view.js';

/** A slip is kept once a driver has the duty: a no-show still drove to the pickup and back. */
const SLIP_STATUSES: readonly DutyStatus[] = [
  'Assigned',
  'Accepted',
  'Started',
  'Completed',
  'NoShow',
];

/** 409 unless the duty's status keeps a slip. */
export function requireSlipStatus(duty: Duty) {
  if (!SLIP_STATUSES.includes(duty.status))
    throw new AppError(
      'CONFLICT',
      `A ${duty.status} duty has no slip to fill: a slip is kept once a driver has the duty`,
      { status: duty.status },
    );
}

/**
 * The duty's slip, made if need be and locked for the transaction; 409 SLIP_BILLED once billing
 * has made it final.
 */
export async function lockOpenSlip(
  slips: DutySlipsRepository,
  duty: Duty,
  tx: Executor,
): Promise<SlipRow> {
  await slips.ensure(duty.id, slipNumberOf(duty.regId), tx);
  const row = (await slips.lock(duty.id, tx))!;
  if (row.billedAt)
    throw new AppError(
      'SLIP_BILLED',
      `Slip ${row.number} was billed on ${inIndia(row.billedAt.toISOString())}: it can no longer be changed`,
      { billedAt: row.billedAt.toISOString() },
    );
  return row;
}

/**
 * A correction (changing or removing what is filled) is the vendor's or the operator's, and
 * needs its reason; filling what is empty needs neither.
 */
export function requireCorrection(caller: AuthContext, reason: string | undefined, what: string) {
  if (!can(caller.role, 'duty-slips:correct'))
    throw new AppError(
      'FORBIDDEN',
      `${what} is already on the slip: your vendor or the operator can correct it`,
    );
  if (!reason)
    throw new AppError(
      'SLIP_REASON_REQUIRED',
      `${what} is already on the slip: say why it changes (a reason of 3 characters or more)`,
    );
  return reason;
}
