import { describe, expect, it } from 'vitest';
import { fromTimeInput, parseRupees, rupeesInput, toTimeInput } from './slip-input';

describe('slip inputs', () => {
  it('reads rupees as typed into paise, exactly', () => {
    expect(parseRupees('1,250.50')).toBe(125_050);
    expect(parseRupees('₹ 80')).toBe(8_000);
    expect(parseRupees('0.1')).toBe(10);
    expect(parseRupees('12.345')).toBeNull();
    expect(parseRupees('abc')).toBeNull();
    expect(rupeesInput(125_050)).toBe('1250.50');
    expect(rupeesInput(8_000)).toBe('80');
  });

  it('reads and writes times in India time', () => {
    expect(fromTimeInput('2026-06-12T08:30')).toBe('2026-06-12T03:00:00.000Z');
    expect(toTimeInput('2026-06-12T03:00:00.000Z')).toBe('2026-06-12T08:30');
    expect(fromTimeInput('2026-06-12')).toBeNull();
  });
});
