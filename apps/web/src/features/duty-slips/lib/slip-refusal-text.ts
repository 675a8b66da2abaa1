import type { SlipFigure } from '@raahi/domain/duty-slips';
import type { SlipRefusal } from '@raahi/domain/duty-slip-rules';
import { formatIndianNumber } from '@raahi/domain/formats';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';

type Refusal = Pick<SlipRefusal, 'reason' | 'fields' | 'details'>;

const REASONS = ['in-future', 'time-backwards', 'km-backwards', 'too-fast'] as const;

type Point = 'garageOut' | 'reported' | 'boarded' | 'dropped' | 'garageIn';
/** 'garageInKm' → 'garageIn': the point of the duty a figure belongs to. */
const pointOf = (figure: SlipFigure) => figure.replace(/(At|Km)$/, '') as Point;

/** '3 h 05 min' in the language's units. */
export function slipDuration(t: TFunction, minutes: number): string {
  return t('dutySlips.duration', {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, '0'),
  });
}

/**
 * Why the slip's figures cannot be true, in the current language, from what the domain's rule
 * (or the server's 422, which carries the same reason, figures and details) says: the domain's
 * own sentence is English and names the points in English.
 */
export function slipRefusalText(t: TFunction, refusal: Refusal): string {
  const [first, second] = refusal.fields.map((field) =>
    t(`dutySlips.refusals.points.${pointOf(field)}`),
  );
  const details = refusal.details ?? {};
  const time = (key: string) => formatDateTime(String(details[key] ?? ''));
  const km = (key: string) => formatIndianNumber(Number(details[key]));
  switch (refusal.reason) {
    case 'in-future':
      return t('dutySlips.refusals.inFuture', { point: first, time: time('at') });
    case 'time-backwards':
      return t('dutySlips.refusals.timeBackwards', {
        earlier: first,
        later: second,
        from: time('from'),
        to: time('to'),
      });
    case 'km-backwards':
      return t('dutySlips.refusals.kmBackwards', {
        earlier: first,
        later: second,
        from: km('fromKm'),
        to: km('toKm'),
      });
    case 'too-fast':
      return t('dutySlips.refusals.tooFast', {
        earlier: first,
        later: second,
        distance: km('distanceKm'),
        duration: slipDuration(t, Number(details.minutes)),
        speed: details.maxAverageSpeedKmph,
      });
  }
}

/** A slip change's refusal as a person reads it: the slip's own rules in the language. */
export function slipProblem(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.unexpected');
  const details = error.details as Partial<Refusal> | undefined;
  if (
    error.code === 'SLIP_IMPOSSIBLE' &&
    REASONS.includes(details?.reason as (typeof REASONS)[number]) &&
    Array.isArray(details?.fields)
  )
    return slipRefusalText(t, {
      reason: details.reason!,
      fields: details.fields,
      details: details as Record<string, number | string>,
    });
  return error.message;
}
