import { billedMinutes, chargeForMinutes, minutesBetween, nightOverlap } from './duty-time';
import { line, type ChargeLine } from './charge-line';
import type { ActualKind } from './charge-line-words';
import type { BillableSlip } from './billable-slip';
import type { ChargeKind } from '../duty-slips';
import type { ActualCharge, NightCharge, WaitingCharge } from './tariff-schema';

/** What any tariff may add on top of its base fare: night, waiting, and charges at actuals. */

/** Tolls and parking are paid for the client by default; a permit is the operator's own cost. */
export const PURE_AGENT_BY_DEFAULT: Record<ChargeKind, boolean> = {
  toll: true,
  parking: true,
  permit: false,
  other: false,
};

export function nightLines(night: NightCharge, slip: BillableSlip): ChargeLine[] {
  const { minutes, nights } = nightOverlap(slip.garageOutAt, slip.garageInAt, night.windows);
  const windows = night.windows.map((w) => `${w.start}–${w.end}`).join(', ');
  const lines: ChargeLine[] = [];
  if (minutes > 0 && night.perHourPaise > 0) {
    const billed = billedMinutes(minutes, night.unitMinutes);
    lines.push(
      line(
        'night-hours',
        {
          sentence: 'nightHours',
          figures: {
            time: { minutes: billed },
            windows: { text: windows },
            rate: { paise: night.perHourPaise },
          },
        },
        chargeForMinutes(night.perHourPaise, billed),
      ),
    );
  }
  if (nights > 0 && night.perNightPaise > 0)
    lines.push(
      line(
        'night-allowance',
        {
          sentence: 'nightAllowance',
          figures: {
            nights: { nights },
            windows: { text: windows },
            rate: { paise: night.perNightPaise },
          },
        },
        nights * night.perNightPaise,
      ),
    );
  return lines;
}

export function waitingLines(waiting: WaitingCharge, slip: BillableSlip): ChargeLine[] {
  if (!slip.reportedAt || !slip.boardedAt) return [];
  const waited = minutesBetween(slip.reportedAt, slip.boardedAt);
  const billed = billedMinutes(waited - waiting.freeMinutes, waiting.unitMinutes);
  if (billed === 0 || waiting.perHourPaise === 0) return [];
  return [
    line(
      'waiting',
      {
        sentence: 'waiting',
        figures: {
          time: { minutes: billed },
          free: { minutes: waiting.freeMinutes },
          rate: { paise: waiting.perHourPaise },
        },
      },
      chargeForMinutes(waiting.perHourPaise, billed),
    ),
  ];
}

const ACTUAL_KIND: Record<ChargeKind, ActualKind> = {
  toll: 'tolls',
  parking: 'parking',
  permit: 'permits',
  other: 'otherCharges',
};

/** Charges at actuals, one line per kind and tax treatment, with the count of receipts. */
export function actualLines(charges: readonly ActualCharge[]): ChargeLine[] {
  const groups = new Map<
    string,
    { kind: ChargeKind; pureAgent: boolean; sum: number; count: number }
  >();
  for (const charge of charges) {
    const pureAgent = charge.pureAgent ?? PURE_AGENT_BY_DEFAULT[charge.kind];
    const key = `${charge.kind}:${pureAgent}`;
    const group = groups.get(key) ?? { kind: charge.kind, pureAgent, sum: 0, count: 0 };
    group.sum += charge.amountPaise;
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    ...line(
      g.kind,
      {
        sentence: g.pureAgent ? 'actualsForClient' : 'actuals',
        figures: { kind: { kind: ACTUAL_KIND[g.kind] }, receipts: { receipts: g.count } },
      },
      g.sum,
    ),
    taxable: !g.pureAgent,
  }));
}
