import { describe, expect, it } from 'vitest';
import { addDays, complianceState, overallCompliance, todayInIndia } from '../src/compliance';

describe('compliance', () => {
  it('uses the date in India, which runs 5½ hours ahead of UTC', () => {
    expect(todayInIndia(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(todayInIndia(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('treats the valid-till day as valid, the next day as expired', () => {
    expect(complianceState('2026-11-21', '2026-11-21')).toBe('expiring');
    expect(complianceState('2026-11-20', '2026-11-21')).toBe('expired');
  });

  it('says expiring within 30 days, valid after, missing without a date', () => {
    expect(complianceState(addDays('2026-11-21', 30), '2026-11-21')).toBe('expiring');
    expect(complianceState(addDays('2026-11-21', 31), '2026-11-21')).toBe('valid');
    expect(complianceState(null, '2026-11-21')).toBe('missing');
  });

  it('judges against the thirtieth day it is given, worked out once for many papers', () => {
    const until = addDays('2026-11-21', 30);
    expect(complianceState(until, '2026-11-21', until)).toBe('expiring');
    expect(complianceState(addDays(until, 1), '2026-11-21', until)).toBe('valid');
    expect(complianceState('2026-11-20', '2026-11-21', until)).toBe('expired');
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('rates a vehicle by its worst paper', () => {
    expect(overallCompliance(['valid', 'expiring'])).toBe('expiring');
    expect(overallCompliance(['valid', 'missing', 'expiring'])).toBe('missing');
    expect(overallCompliance(['missing', 'expired'])).toBe('expired');
    expect(overallCompliance([])).toBe('valid');
  });
});
