import { z } from 'zod';
import { formatIndianNumber, formatRupees } from '../formats';

/**
 * What a charge line says, as a sentence and its figures, so that a screen or a statement in
 * another language can say it too: the engine writes the English label from the same sentence,
 * and a reader's language writes its own from its words (chargeLineText).
 */
export const CHARGE_LINE_SENTENCES = {
  extraKm: '{{km}} over {{included}} × {{rate}} a km',
  extraTime: '{{time}} over {{included}} × {{rate}} an hour',
  package: '{{time}} / {{km}} package',
  packageJumped: '{{time}} / {{km}} package (slab jump: ran {{ran}})',
  flatFare: 'Flat fare',
  flatFareKm: 'Flat fare (includes {{km}})',
  flatFareTime: 'Flat fare (includes {{time}})',
  flatFareKmTime: 'Flat fare (includes {{km}}, {{time}})',
  outstationKm: '{{km}} × {{rate}} a km',
  outstationMinimum: '{{km}} × {{rate}} a km (minimum {{minimum}} a day × {{days}}; ran {{ran}})',
  driverAllowance: 'Driver allowance {{days}} × {{rate}}',
  nightHours: 'Night {{time}} ({{windows}}) × {{rate}} an hour',
  nightAllowance: 'Night allowance {{nights}} ({{windows}}) × {{rate}}',
  waiting: 'Waiting {{time}} after {{free}} free × {{rate}} an hour',
  actuals: '{{kind}} at actuals ({{receipts}})',
  actualsForClient: '{{kind}} at actuals ({{receipts}}, paid for the client)',
} as const;
export type ChargeLineSentence = keyof typeof CHARGE_LINE_SENTENCES;
const SENTENCES = Object.keys(CHARGE_LINE_SENTENCES) as [
  ChargeLineSentence,
  ...ChargeLineSentence[],
];

export const ACTUAL_KINDS = ['tolls', 'parking', 'permits', 'otherCharges'] as const;
export type ActualKind = (typeof ACTUAL_KINDS)[number];

/** A figure of a sentence, written in the reader's words: 12 km, 3 h 20 min, ₹18.00, 2 days. */
export const ChargeFigureSchema = z.union([
  z.object({ km: z.number() }),
  z.object({ minutes: z.number() }),
  z.object({ paise: z.number() }),
  z.object({ days: z.number() }),
  z.object({ nights: z.number() }),
  z.object({ receipts: z.number() }),
  z.object({ kind: z.enum(ACTUAL_KINDS) }),
  // Night windows, '22:00–06:00': the same in every language.
  z.object({ text: z.string() }),
]);
export type ChargeFigure = z.infer<typeof ChargeFigureSchema>;

export const ChargeLineSaysSchema = z.object({
  sentence: z.enum(SENTENCES),
  figures: z.record(z.string(), ChargeFigureSchema),
});
export type ChargeLineSays = z.infer<typeof ChargeLineSaysSchema>;

type Counted = { one: string; other: string };

/** A language's words for charge lines; every sentence keeps English's `{{placeholders}}`. */
export interface ChargeLineWords {
  sentences: Record<ChargeLineSentence, string>;
  /** '{{count}} day' and '{{count}} days', and the same for nights and receipts. */
  days: Counted;
  nights: Counted;
  receipts: Counted;
  kinds: Record<ActualKind, string>;
}

/** A language's units: '{{km}} km'; '{{hours}} h {{minutes}} min', '{{hours}} h', '{{minutes}} min'. */
export interface UnitWords {
  km: string;
  hoursMinutes: string;
  hours: string;
  minutes: string;
}

export const ENGLISH_CHARGE_LINE_WORDS: ChargeLineWords = {
  sentences: CHARGE_LINE_SENTENCES,
  days: { one: '{{count}} day', other: '{{count}} days' },
  nights: { one: '{{count}} night', other: '{{count}} nights' },
  receipts: { one: '{{count}} receipt', other: '{{count}} receipts' },
  kinds: {
    tolls: 'Tolls',
    parking: 'Parking',
    permits: 'State permits',
    otherCharges: 'Other charges',
  },
};

export const ENGLISH_UNIT_WORDS: UnitWords = {
  km: '{{km}} km',
  hoursMinutes: '{{hours}} h {{minutes}} min',
  hours: '{{hours}} h',
  minutes: '{{minutes}} min',
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );

const counted = (words: Counted, count: number) =>
  fill(count === 1 ? words.one : words.other, { count });

/** A time as `formatMinutes` gives it ('3 h 20 min', '3 h', '20 min'), in a language's units. */
export function durationText(total: number, units: UnitWords): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return fill(units.minutes, { minutes });
  return fill(minutes === 0 ? units.hours : units.hoursMinutes, { hours, minutes });
}

function figureText(figure: ChargeFigure, words: ChargeLineWords, units: UnitWords): string {
  if ('km' in figure) return fill(units.km, { km: formatIndianNumber(figure.km) });
  if ('minutes' in figure) return durationText(figure.minutes, units);
  if ('paise' in figure) return formatRupees(figure.paise);
  if ('days' in figure) return counted(words.days, figure.days);
  if ('nights' in figure) return counted(words.nights, figure.nights);
  if ('receipts' in figure) return counted(words.receipts, figure.receipts);
  if ('kind' in figure) return words.kinds[figure.kind];
  return figure.text;
}

/** A sentence with its figures in a language's words. */
export function saysText(says: ChargeLineSays, words: ChargeLineWords, units: UnitWords): string {
  const values = Object.fromEntries(
    Object.entries(says.figures).map(([name, figure]) => [name, figureText(figure, words, units)]),
  );
  return fill(words.sentences[says.sentence], values);
}

/** A charge line in a language's words; a line without its sentence (as stored) as written. */
export const chargeLineText = (
  line: { label: string; says?: ChargeLineSays | undefined },
  words: ChargeLineWords,
  units: UnitWords,
) => (line.says ? saysText(line.says, words, units) : line.label);
