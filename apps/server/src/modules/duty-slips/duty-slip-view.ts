import type { Duty } from '@raahi/domain/duties';
import { slipTotals } from '@raahi/domain/duty-slip-rules';
import type { ChargeKind, DutySlip, SlipFigures } from '@raahi/domain/duty-slips';
import type { ChargeRow, SlipRow } from './duty-slips.repository.js';

/** A stored file as the slip shows it. */
export interface SlipFile {
  contentType: string;
  size: number;
  uploadedAt: string;
}

/** DS-000123 for duty DUT-000123. */
export const slipNumberOf = (dutyRegId: string) => dutyRegId.replace(/^DUT-/, 'DS-');

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

/**
 * The figures as they count: the slip's own, and for boarding and drop the duty's start and
 * completion unless the slip holds a correction of them. `row` is undefined before the first
 * figure is filled.
 */
export function figuresOf(row: Partial<SlipRow> | undefined, duty: Duty): SlipFigures {
  return {
    garageOutAt: iso(row?.garageOutAt),
    garageOutKm: row?.garageOutKm ?? null,
    reportedAt: iso(row?.reportedAt),
    boardedAt: iso(row?.boardedAt) ?? duty.startedAt,
    boardedKm: row?.boardedKm ?? duty.odometerStart,
    droppedAt: iso(row?.droppedAt) ?? duty.completedAt,
    droppedKm: row?.droppedKm ?? duty.odometerEnd,
    garageInAt: iso(row?.garageInAt),
    garageInKm: row?.garageInKm ?? null,
    nightAllowancePaise: row?.nightAllowancePaise ?? null,
    driverAllowancePaise: row?.driverAllowancePaise ?? null,
    advancePaise: row?.advancePaise ?? null,
    remarks: row?.remarks ?? null,
  };
}

/** The slip as the API answers it. */
export function toSlip(
  duty: Duty,
  row: SlipRow | undefined,
  charges: { row: ChargeRow; receipt: SlipFile | null }[],
  signature: SlipFile | null,
): DutySlip {
  const figures = figuresOf(row, duty);
  const items = charges.map(({ row: charge, receipt }) => ({
    id: charge.id,
    kind: charge.kind as ChargeKind,
    amountPaise: charge.amountPaise,
    note: charge.note,
    receipt,
    createdAt: charge.createdAt.toISOString(),
  }));
  return {
    dutyId: duty.id,
    number: row?.number ?? slipNumberOf(duty.regId),
    dutyRegId: duty.regId,
    ...figures,
    charges: items,
    confirmation: {
      // The passenger's code, checked when the duty was started, confirms the boarding.
      startCode: duty.startOtpRequired && duty.startedAt ? duty.startedAt : null,
      signature,
    },
    totals: slipTotals(figures, items),
    billedAt: iso(row?.billedAt),
    updatedAt: (row?.updatedAt ?? new Date(duty.updatedAt)).toISOString(),
  };
}
