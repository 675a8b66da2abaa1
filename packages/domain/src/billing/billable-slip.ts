import type { DutySlip } from '../duty-slips';
import { toDate, type Instant } from './duty-time';
import type { ActualCharge } from './tariff-schema';

/** What the engine needs from a duty slip: garage to garage, and what was paid on the way. */
export interface BillableSlip {
  garageOutAt: Instant;
  garageInAt: Instant;
  garageOutKm: number;
  garageInKm: number;
  /** Reporting time and the passenger boarding: the wait between them may be charged. */
  reportedAt?: Instant | null;
  boardedAt?: Instant | null;
  charges?: readonly ActualCharge[];
  /** The package booked (its hours); without one, billing starts from the smallest package. */
  packageHours?: number | null;
}

/** Why figures cannot be billed (km going backwards, garage-in before garage-out), or null. */
export function billableSlipProblem(slip: BillableSlip): string | null {
  if (toDate(slip.garageInAt).getTime() < toDate(slip.garageOutAt).getTime())
    return 'Garage-in is before garage-out';
  if (slip.garageInKm < slip.garageOutKm) return 'Garage-in km is less than garage-out km';
  if (!Number.isInteger(slip.garageOutKm) || !Number.isInteger(slip.garageInKm))
    return 'Odometer readings are whole km';
  return null;
}

/**
 * A duty slip as the engine reads it, once both garage ends are in (null before): its figures, its
 * charges at actuals, and the package booked. The slip's hand-entered night and driver allowances
 * are not read: the tariff prices allowances.
 */
export function billableSlipOf(
  slip: Pick<
    DutySlip,
    'garageOutAt' | 'garageOutKm' | 'garageInAt' | 'garageInKm' | 'reportedAt' | 'boardedAt'
  > & { charges: readonly Pick<DutySlip['charges'][number], 'kind' | 'amountPaise'>[] },
  packageHours: number | null = null,
): BillableSlip | null {
  const { garageOutAt, garageOutKm, garageInAt, garageInKm } = slip;
  if (garageOutAt === null || garageOutKm === null || garageInAt === null || garageInKm === null)
    return null;
  return {
    garageOutAt,
    garageOutKm,
    garageInAt,
    garageInKm,
    reportedAt: slip.reportedAt,
    boardedAt: slip.boardedAt,
    charges: slip.charges.map(({ kind, amountPaise }) => ({ kind, amountPaise })),
    packageHours,
  };
}
