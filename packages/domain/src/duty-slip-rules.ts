import type { SlipFigure, SlipFigures, SlipPoint } from './duty-slips';

/*
 * What makes a slip's figures impossible, and what its totals are. Pure, so the server refuses
 * and the driver's phone warns by the same rules, and they are unit-tested on worked examples.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Odometers read whole kilometres: a short hop may read one more than was driven. */
const ODOMETER_STEP_KM = 1;
/** A phone's clock a little ahead of the server's is not a figure from the future. */
export const CLOCK_SKEW_MS = 5 * MINUTE;

const POINTS: { point: SlipPoint; at: SlipFigure; km: SlipFigure | null; name: string }[] = [
  { point: 'garageOut', at: 'garageOutAt', km: 'garageOutKm', name: 'garage-out' },
  { point: 'reported', at: 'reportedAt', km: null, name: 'reporting' },
  { point: 'boarded', at: 'boardedAt', km: 'boardedKm', name: 'boarding' },
  { point: 'dropped', at: 'droppedAt', km: 'droppedKm', name: 'drop' },
  { point: 'garageIn', at: 'garageInAt', km: 'garageInKm', name: 'garage-in' },
];

export type SlipTimes = Pick<
  SlipFigures,
  | 'garageOutAt'
  | 'garageOutKm'
  | 'reportedAt'
  | 'boardedAt'
  | 'boardedKm'
  | 'droppedAt'
  | 'droppedKm'
  | 'garageInAt'
  | 'garageInKm'
>;

export interface SlipRefusal {
  reason: 'km-backwards' | 'time-backwards' | 'too-fast' | 'in-future';
  /** The figures at fault: the earlier point's, then the later one's. */
  fields: SlipFigure[];
  /** In English, for logs and API clients; screens write it from the reason, fields and details. */
  message: string;
  /** The figures the sentence names: `at` (in-future), `from`/`to` (times), `fromKm`/`toKm`,
   * `distanceKm`/`minutes`/`maxAverageSpeedKmph` (too-fast). */
  details?: Record<string, number | string>;
}

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** A moment as a person in India reads it: 12/06/2026, 08:30. */
export const inIndia = (iso: string) => indiaTime.format(new Date(iso));
const km = (value: number) => `${value.toLocaleString('en-IN')} km`;

const valueOf = (figures: SlipTimes, key: SlipFigure | null) =>
  key === null ? null : ((figures as Record<string, string | number | null>)[key] ?? null);

/**
 * Why these figures cannot be true, or null: a time in the future, a later point before an
 * earlier one, an odometer reading below an earlier one, or two readings further apart than
 * `maxAverageSpeedKmph` could drive in the time between them. Points not yet filled are skipped;
 * each point is compared with the nearest filled one before it.
 */
export function slipRefusal(
  figures: SlipTimes,
  rules: { maxAverageSpeedKmph: number; now: Date },
): SlipRefusal | null {
  for (const { at, name } of POINTS) {
    const value = valueOf(figures, at) as string | null;
    if (value && Date.parse(value) > rules.now.getTime() + CLOCK_SKEW_MS)
      return {
        reason: 'in-future',
        fields: [at],
        message: `The ${name} time (${inIndia(value)}) is still to come: enter it when it happens`,
        details: { at: value },
      };
  }
  const timed = POINTS.filter(({ at }) => valueOf(figures, at) !== null);
  for (let i = 1; i < timed.length; i++) {
    const before = timed[i - 1]!;
    const after = timed[i]!;
    const from = valueOf(figures, before.at) as string;
    const to = valueOf(figures, after.at) as string;
    // Compared to the minute, as the slip shows and takes them: a drop at 19:19:40 and a
    // garage-in entered as 19:19 are in order.
    if (Math.floor(Date.parse(to) / MINUTE) < Math.floor(Date.parse(from) / MINUTE))
      return {
        reason: 'time-backwards',
        fields: [before.at, after.at],
        message: `The ${after.name} time (${inIndia(to)}) cannot be before the ${before.name} time (${inIndia(from)})`,
        details: { from, to },
      };
  }
  const read = POINTS.filter(({ km: key }) => valueOf(figures, key) !== null);
  for (let i = 1; i < read.length; i++) {
    const before = read[i - 1]!;
    const after = read[i]!;
    const from = valueOf(figures, before.km) as number;
    const to = valueOf(figures, after.km) as number;
    if (to < from)
      return {
        reason: 'km-backwards',
        fields: [before.km!, after.km!],
        message: `The ${after.name} reading (${km(to)}) is below the ${before.name} reading (${km(from)}): an odometer does not go backwards`,
        details: { fromKm: from, toKm: to },
      };
    const fromAt = valueOf(figures, before.at) as string | null;
    const toAt = valueOf(figures, after.at) as string | null;
    if (!fromAt || !toAt) continue;
    // Two points in the same minute may be seconds apart either way: never below zero.
    const elapsed = Math.max(0, Date.parse(toAt) - Date.parse(fromAt));
    const farthest = Math.floor((rules.maxAverageSpeedKmph * elapsed) / HOUR) + ODOMETER_STEP_KM;
    if (to - from > farthest) {
      const minutes = Math.floor(elapsed / MINUTE);
      return {
        reason: 'too-fast',
        fields: [before.km!, after.km!],
        message: `${km(to - from)} in ${formatSlipDuration(minutes)} from ${before.name} to ${after.name} is faster than ${rules.maxAverageSpeedKmph} km/h on average: check the readings`,
        details: {
          distanceKm: to - from,
          minutes,
          maxAverageSpeedKmph: rules.maxAverageSpeedKmph,
        },
      };
    }
  }
  return null;
}

/** The slip's totals: km and time garage to garage (once both ends are in), money in paise. */
export function slipTotals(
  figures: SlipTimes & Pick<SlipFigures, 'nightAllowancePaise' | 'driverAllowancePaise'>,
  charges: readonly { amountPaise: number }[],
) {
  const { garageOutAt, garageInAt, garageOutKm, garageInKm } = figures;
  return {
    km: garageOutKm !== null && garageInKm !== null ? garageInKm - garageOutKm : null,
    minutes:
      garageOutAt && garageInAt
        ? Math.round((Date.parse(garageInAt) - Date.parse(garageOutAt)) / MINUTE)
        : null,
    chargesPaise: charges.reduce((sum, charge) => sum + charge.amountPaise, 0),
    allowancesPaise: (figures.nightAllowancePaise ?? 0) + (figures.driverAllowancePaise ?? 0),
  };
}

/** Hours and minutes the way the slip prints them: "9 h 05 min". */
export function formatSlipDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
