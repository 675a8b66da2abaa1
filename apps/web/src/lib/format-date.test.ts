import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { formatClockTime, formatDate, formatDateTime, setTimeLanguage } from './format-date';

describe('dates', () => {
  it('shows moments as their day and time in India, dd/mm/yyyy', () => {
    // 21:00 UTC is 02:30 the next morning in IST.
    expect(formatDate('2026-06-04T21:00:00.000Z')).toBe('05/06/2026');
    expect(formatDateTime('2026-06-04T21:00:00.000Z')).toBe('05/06/2026, 2:30 am');
    expect(formatDateTime('2026-11-26T09:35:00.000Z')).toBe('26/11/2026, 3:05 pm');
  });

  it('shows a calendar date as it is, whatever the zone', () => {
    expect(formatDate('1978-03-14')).toBe('14/03/1978');
    expect(formatDate('2031-12-31')).toBe('31/12/2031');
  });

  it('leaves what is not a date alone, and nothing as nothing', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('keeps a moment left to right inside Urdu text, and adds nothing in other languages', async () => {
    try {
      await i18n.changeLanguage('ur');
      setTimeLanguage('ur');
      expect(formatClockTime('2026-11-26T09:35:00.000Z')).toMatch(/^\u20663:05 .+\u2069$/);
      expect(formatDateTime('2026-11-26T09:35:00.000Z')).toMatch(/^\u206626\/11\/2026, .*\u2069$/);
      await i18n.changeLanguage('kn');
      setTimeLanguage('kn');
      expect(formatClockTime('2026-11-26T09:35:00.000Z')).toMatch(/^3:05 \S+$/);
    } finally {
      await i18n.changeLanguage('en');
      setTimeLanguage('en');
    }
  });
});
