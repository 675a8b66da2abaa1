import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { pickDateLocale } from '../../../lib/date-words';
import { formatDayLong, formatDayShort, formatMonth, formatWeekday } from './ist';

// Node 20's ICU (78, CLDR 48) has every one of these locales' date words; the strings below are
// what it writes, digits kept Latin.
const DAY = '2026-06-01';

describe('dates in words follow the interface language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('English: the Indian English forms', () => {
    expect(formatDayLong(DAY, 'en')).toBe('Monday, 1 June 2026');
    expect(formatDayShort(DAY, 'en')).toBe('Mon, 1 Jun');
    expect(formatMonth(DAY, 'en')).toBe('June 2026');
    expect(formatWeekday(DAY, 'en')).toBe('Monday');
  });

  it('Kannada', () => {
    expect(formatDayLong(DAY, 'kn')).toBe('ಸೋಮವಾರ, ಜೂನ್ 1, 2026');
    expect(formatDayShort(DAY, 'kn')).toBe('ಸೋಮ, 1 ಜೂನ್');
    expect(formatMonth(DAY, 'kn')).toBe('ಜೂನ್ 2026');
  });

  it('Urdu, with Latin digits', () => {
    expect(formatDayLong(DAY, 'ur')).toBe('پیر، 1 جون، 2026');
    expect(formatWeekday(DAY, 'ur')).toBe('پیر');
  });

  it('Konkani, where the runtime has it', () => {
    expect(formatDayLong(DAY, 'kok')).toBe('सोमार 1 जून 2026');
    expect(formatWeekday(DAY, 'kok')).toBe('सोमार');
  });

  it('Marathi keeps Latin digits rather than its own', () => {
    expect(formatDayLong(DAY, 'mr')).toBe('सोमवार, 1 जून, 2026');
  });

  it('reads the language from i18next when none is given, the day staying an India date', async () => {
    await i18n.changeLanguage('kn');
    expect(formatDayLong(DAY)).toBe('ಸೋಮವಾರ, ಜೂನ್ 1, 2026');
    await i18n.changeLanguage('pseudo');
    expect(formatDayLong(DAY)).toBe('Monday, 1 June 2026');
  });
});

describe('the locale for date words', () => {
  it('falls back from Konkani to Marathi where the runtime lacks Konkani (Chromium 156)', () => {
    const withoutKonkani = (locale: string) => !locale.startsWith('kok');
    expect(pickDateLocale('kok', withoutKonkani)).toBe('mr-IN-u-nu-latn');
    expect(pickDateLocale('kok', () => true)).toBe('kok-IN-u-nu-latn');
  });

  it('falls back to English where the runtime has neither', () => {
    expect(pickDateLocale('kok', () => false)).toBe('en-IN');
    expect(pickDateLocale('ta', () => false)).toBe('en-IN');
    expect(pickDateLocale('en', () => true)).toBe('en-IN');
  });
});
