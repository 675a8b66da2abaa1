import type { ChargeFigure, ChargeLineSays } from '@raahi/domain/billing';
import { formatIndianNumber, formatRupees } from '@raahi/domain/formats';
import type { TFunction } from 'i18next';

// The catalogue's keys are built from the figures at run time, so not checked against its type.
type Translate = (key: string, values?: Record<string, unknown>) => string;

function figureText(say: Translate, figure: ChargeFigure): string {
  if ('km' in figure) return say('tariffs.chargeLines.km', { km: formatIndianNumber(figure.km) });
  if ('minutes' in figure) {
    const hours = Math.floor(figure.minutes / 60);
    const minutes = figure.minutes % 60;
    if (hours === 0) return say('tariffs.chargeLines.minutes', { minutes });
    const key = minutes === 0 ? 'hours' : 'hoursMinutes';
    return say(`tariffs.chargeLines.${key}`, { hours, minutes });
  }
  if ('paise' in figure) return formatRupees(figure.paise);
  if ('days' in figure) return say('tariffs.chargeLines.days', { count: figure.days });
  if ('nights' in figure) return say('tariffs.chargeLines.nights', { count: figure.nights });
  if ('receipts' in figure) return say('tariffs.chargeLines.receipts', { count: figure.receipts });
  if ('kind' in figure) return say(`tariffs.chargeLines.kinds.${figure.kind}`);
  return figure.text;
}

/**
 * How a duty was priced, line by line, in the reader's language: the engine's sentence with its
 * figures (12 km, 3 h 20 min, 2 days) in the language's words. A line stored without its
 * sentence (an invoice's, issued before lines said them) reads as written.
 */
export function chargeLineText(
  t: TFunction,
  line: { label: string; says?: ChargeLineSays | undefined },
): string {
  if (!line.says) return line.label;
  const say = t as unknown as Translate;
  const values = Object.fromEntries(
    Object.entries(line.says.figures).map(([name, figure]) => [name, figureText(say, figure)]),
  );
  return say(`tariffs.chargeLines.sentences.${line.says.sentence}`, {
    ...values,
    defaultValue: line.label,
  });
}
