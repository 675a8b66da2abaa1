import { describe, expect, it } from 'vitest';
import {
  SETTING_DEFAULTS,
  SETTING_KEYS,
  SettingsSchema,
  SettingsUpdateSchema,
  settingsFrom,
} from '../src/settings';

describe('settings', () => {
  it('works untouched: nothing stored gives every default, and the defaults are valid', () => {
    expect(settingsFrom({})).toEqual({
      dutyStartWindowMinutes: 120,
      maxAverageSpeedKmph: 120,
      auditRetentionDays: 730,
      positionRetentionDays: 90,
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
      lateStartGraceMinutes: 15,
      lateStartPenaltyPaise: 0,
      vehicleNotReportedPenaltyPaise: 0,
    });
    expect(SettingsSchema.parse(SETTING_DEFAULTS)).toEqual(SETTING_DEFAULTS);
    expect(SETTING_KEYS).toEqual(Object.keys(SETTING_DEFAULTS));
  });

  it('takes what is stored, and a value its setting no longer accepts counts at its default', () => {
    expect(settingsFrom({ dutyStartWindowMinutes: 30 })).toEqual({
      dutyStartWindowMinutes: 30,
      maxAverageSpeedKmph: 120,
      auditRetentionDays: 730,
      positionRetentionDays: 90,
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
      lateStartGraceMinutes: 15,
      lateStartPenaltyPaise: 0,
      vehicleNotReportedPenaltyPaise: 0,
    });
    expect(
      settingsFrom({ dutyStartWindowMinutes: -5, maxAverageSpeedKmph: 'fast', retired: 1 }),
    ).toEqual(SETTING_DEFAULTS);
  });

  it('changes any of them, within bounds, in whole numbers, and refuses an unknown one', () => {
    expect(SettingsUpdateSchema.parse({ maxAverageSpeedKmph: 80 })).toEqual({
      maxAverageSpeedKmph: 80,
    });
    expect(SettingsUpdateSchema.parse({})).toEqual({});
    expect(SettingsUpdateSchema.parse({ auditRetentionDays: 180 })).toEqual({
      auditRetentionDays: 180,
    });
    for (const bad of [
      { dutyStartWindowMinutes: -1 },
      { dutyStartWindowMinutes: 1441 },
      { dutyStartWindowMinutes: 12.5 },
      { maxAverageSpeedKmph: 19 },
      { maxAverageSpeedKmph: 251 },
      { maxAverageSpeedKmph: '120' },
      { auditRetentionDays: 179 },
      { auditRetentionDays: 3651 },
      { auditRetentionDays: 365.5 },
      { quietHours: '22:00' },
    ])
      expect(SettingsUpdateSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
