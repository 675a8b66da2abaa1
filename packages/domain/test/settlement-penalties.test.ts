import { describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS, SettingsUpdateSchema } from '../src/settings';
import { minutesLate, ruleDeductions, type StartedDuty } from '../src/settlement-penalties';

const due = new Date('2026-06-10T09:00:00+05:30');
const startedAfter = (minutes: number, seconds = 0): StartedDuty => ({
  dutyId: `00000000-0000-4000-8000-${String(minutes).padStart(12, '0')}`,
  regId: `DUT${minutes}`,
  scheduledStart: due,
  startedAt: new Date(due.getTime() + minutes * 60_000 + seconds * 1000),
});
const rules = {
  lateStartGraceMinutes: 15,
  lateStartPenaltyPaise: 200_00,
  vehicleNotReportedPenaltyPaise: 1_000_00,
};
const failure = { dutyId: 'f', regId: 'DUT9', recordedAt: new Date('2026-06-11T10:00:00Z') };

describe('deductions by rule', () => {
  it('counts whole minutes late, and early or unrecorded starts as on time', () => {
    expect(minutesLate(startedAfter(25))).toBe(25);
    expect(minutesLate(startedAfter(15, 59))).toBe(15);
    expect(minutesLate(startedAfter(-10))).toBe(0);
    expect(minutesLate({ scheduledStart: due, startedAt: null })).toBe(0);
  });

  it('charges a start later than the grace, not one exactly at it', () => {
    const lines = ruleDeductions(
      rules,
      [startedAfter(15), startedAfter(15, 59), startedAfter(16), startedAfter(25)],
      [],
    );
    expect(lines.map((line) => line.reason)).toEqual([
      'Started 16 min late — DUT16',
      'Started 25 min late — DUT25',
    ]);
    expect(lines.every((line) => line.rule === 'late-start' && line.amountPaise === 200_00)).toBe(
      true,
    );
  });

  it('charges each failure to report, named by its duty', () => {
    expect(ruleDeductions(rules, [], [failure])).toEqual([
      {
        rule: 'vehicle-not-reported',
        dutyId: 'f',
        amountPaise: 1_000_00,
        reason: 'Vehicle did not report — DUT9',
        at: failure.recordedAt,
      },
    ]);
  });

  it('turns a rule off at ₹0, each on its own', () => {
    expect(
      ruleDeductions({ ...rules, lateStartPenaltyPaise: 0 }, [startedAfter(40)], [failure]).map(
        (l) => l.rule,
      ),
    ).toEqual(['vehicle-not-reported']);
    expect(
      ruleDeductions(
        { ...rules, vehicleNotReportedPenaltyPaise: 0 },
        [startedAfter(40)],
        [failure],
      ).map((l) => l.rule),
    ).toEqual(['late-start']);
    expect(ruleDeductions({ ...SETTING_DEFAULTS }, [startedAfter(40)], [failure])).toEqual([]);
  });

  it('takes a grace of 0: any whole minute late is late', () => {
    expect(
      ruleDeductions(
        { ...rules, lateStartGraceMinutes: 0 },
        [startedAfter(0, 59), startedAfter(1)],
        [],
      ),
    ).toHaveLength(1);
  });

  it('never charges the passenger’s no-show: only completed duties and recorded failures count', () => {
    // A NoShow duty never reaches the rules: the statement reads completed duties and the
    // failures the operator recorded, and a no-show is neither. Nothing given, nothing charged.
    expect(ruleDeductions(rules, [], [])).toEqual([]);
  });

  it('validates the settings with clear messages', () => {
    expect(
      SettingsUpdateSchema.safeParse({ lateStartPenaltyPaise: -1 }).error?.issues[0]?.message,
    ).toBe('A penalty cannot be below ₹0 (₹0 turns it off)');
    expect(
      SettingsUpdateSchema.safeParse({ vehicleNotReportedPenaltyPaise: 10.5 }).error?.issues[0]
        ?.message,
    ).toBe('The penalty is whole paise');
    expect(
      SettingsUpdateSchema.safeParse({ lateStartGraceMinutes: 241 }).error?.issues[0]?.message,
    ).toBe('The grace is at most 240 minutes');
    expect(
      SettingsUpdateSchema.parse({ lateStartGraceMinutes: 0, lateStartPenaltyPaise: 0 }),
    ).toEqual({
      lateStartGraceMinutes: 0,
      lateStartPenaltyPaise: 0,
    });
  });
});
