import { slipRefusal } from '@raahi/domain/duty-slip-rules';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import kannada from '../../../locales/kn/dutySlips.json';
import { slipDuration, slipProblem, slipRefusalText } from './slip-refusal-text';

const empty = {
  garageOutAt: null,
  garageOutKm: null,
  reportedAt: null,
  boardedAt: null,
  boardedKm: null,
  droppedAt: null,
  droppedKm: null,
  garageInAt: null,
  garageInKm: null,
};
const rules = { maxAverageSpeedKmph: 120, now: new Date('2026-06-12T12:00:00Z') };
const backwards = slipRefusal(
  { ...empty, garageOutAt: '2026-06-12T02:00:00Z', garageInAt: '2026-06-12T01:00:00Z' },
  rules,
)!;
const tooFast = slipRefusal(
  {
    ...empty,
    droppedAt: '2026-06-12T03:00:00Z',
    droppedKm: 45_270,
    garageInAt: '2026-06-12T04:00:00Z',
    garageInKm: 45_392,
  },
  rules,
)!;

describe('a slip refusal as a person reads it', () => {
  it('reads in English as the domain words it', () => {
    const english = i18n.getFixedT('en');
    expect(slipRefusalText(english, tooFast)).toBe(tooFast.message);
    expect(slipRefusalText(english, backwards)).toBe(
      'The garage-in time (12/06/2026, 6:30 am) cannot be before the garage-out time (12/06/2026, 7:30 am)',
    );
  });

  it('names the points, the units and the duration in the reader’s language', () => {
    i18n.addResourceBundle('kn', 'translation', kannada, true, true);
    const text = slipRefusalText(i18n.getFixedT('kn'), tooFast);
    expect(text).toBe(
      '“ಪ್ರಯಾಣಿಕರು ಇಳಿದದ್ದು” ಇಂದ “ಗ್ಯಾರೇಜ್‌ಗೆ ಮರಳಿದ್ದು” ವರೆಗೆ 1 ಗಂಟೆ 00 ನಿಮಿಷ ರಲ್ಲಿ 122 km ಸರಾಸರಿ 120 km/h ಗಿಂತ ವೇಗ: ರೀಡಿಂಗ್‌ಗಳನ್ನು ಪರಿಶೀಲಿಸಿ',
    );
    expect(slipDuration(i18n.getFixedT('kn'), 185)).toBe('3 ಗಂಟೆ 05 ನಿಮಿಷ');
  });

  it('writes the server’s 422 from its reason and figures, and any other answer as it came', () => {
    const english = i18n.getFixedT('en');
    const refused = new ApiError(422, 'SLIP_IMPOSSIBLE', tooFast.message, {
      reason: tooFast.reason,
      fields: tooFast.fields,
      ...tooFast.details,
    });
    i18n.addResourceBundle('kn', 'translation', kannada, true, true);
    expect(slipProblem(i18n.getFixedT('kn'), refused)).toContain('“ಪ್ರಯಾಣಿಕರು ಇಳಿದದ್ದು”');
    const billed = new ApiError(409, 'SLIP_BILLED', 'Slip DS-1 was billed');
    expect(slipProblem(english, billed)).toBe('Slip DS-1 was billed');
    expect(slipProblem(english, new Error('boom'))).toBe(english('errors.unexpected'));
  });
});
