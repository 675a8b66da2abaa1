import { describe, expect, it } from 'vitest';
import { requestLanguage } from '../../src/core/request-language.js';

describe('requestLanguage', () => {
  it('reads the first of our languages in the order of preference', () => {
    expect(requestLanguage('kn')).toBe('kn');
    expect(requestLanguage('ur-IN,en;q=0.8')).toBe('ur');
    expect(requestLanguage('fr-FR,ta;q=0.5,hi;q=0.9')).toBe('hi');
    expect(requestLanguage('KOK')).toBe('kok');
  });

  it('falls back to English for nothing, a language we lack or one refused', () => {
    expect(requestLanguage(undefined)).toBe('en');
    expect(requestLanguage('')).toBe('en');
    expect(requestLanguage('fr-FR,de;q=0.7')).toBe('en');
    expect(requestLanguage('kn;q=0')).toBe('en');
    expect(requestLanguage('kn;q=abc')).toBe('en');
  });
});
