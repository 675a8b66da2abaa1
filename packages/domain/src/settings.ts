import { z } from 'zod';
import { TimeOfDaySchema } from './quiet-hours';

/**
 * The operator's settings: the thresholds features read while they run, changed on /settings.
 * Each works untouched at its default; the server stores only what the operator changed, so a
 * setting added later starts at its default everywhere.
 */
export const SETTING_DEFAULTS = {
  /** A duty may be started from this long before its scheduled start (2 hours). */
  dutyStartWindowMinutes: 120,
  /**
   * A completion averaging more than this since the start is refused as impossible, and so are
   * two readings of a duty slip further apart than it allows in the time between them.
   */
  maxAverageSpeedKmph: 120,
  /** Audit log entries (records' histories and security events) older than this are deleted. */
  auditRetentionDays: 730,
  /** Vehicles' positions older than this many days are deleted, a day's partition at a time. */
  positionRetentionDays: 90,
  /** Non-urgent SMS and WhatsApp messages wait from this time (India time) … */
  quietHoursStart: '21:00',
  /** … until this one; the same time for both turns quiet hours off. */
  quietHoursEnd: '08:00',
  /** A duty started more than this many minutes after its scheduled start started late … */
  lateStartGraceMinutes: 15,
  /** … and costs its vendor this much on its monthly statement (paise; 0 turns the rule off). */
  lateStartPenaltyPaise: 0,
  /** A duty the vendor's vehicle did not report for costs the vendor this (paise; 0 = off). */
  vehicleNotReportedPenaltyPaise: 0,
} as const;

// ₹1 lakh: far above any penalty a contract sets, so a slip of the keyboard is caught.
const MAX_PENALTY_PAISE = 1_00_000_00;
const penaltyPaise = z
  .number('The penalty is an amount in paise')
  .int('The penalty is whole paise')
  .min(0, 'A penalty cannot be below ₹0 (₹0 turns it off)')
  .max(MAX_PENALTY_PAISE, 'A penalty is at most ₹1,00,000');

export const SettingsSchema = z.object({
  // Up to a day early: a duty booked for tomorrow morning cannot be started tonight.
  dutyStartWindowMinutes: z.number().int().min(0).max(1440),
  // Below 20 km/h a slow city duty would be refused; above 250 nothing on a road is refused.
  maxAverageSpeedKmph: z.number().int().min(20).max(250),
  // CERT-In's 2022 directions ask for logs kept 180 days at least; ten years outlasts the eight
  // that Indian company law keeps books for.
  auditRetentionDays: z.number().int().min(180).max(3650),
  // A week at least: a tracker's offline buffer is taken up to a week late. Two years at most:
  // where a vehicle was is its driver's personal data, kept no longer than a dispute could need.
  positionRetentionDays: z.number().int().min(7).max(730),
  quietHoursStart: TimeOfDaySchema,
  quietHoursEnd: TimeOfDaySchema,
  // Up to four hours: later than that the vehicle did not report, which has its own penalty.
  lateStartGraceMinutes: z
    .number('The grace is a number of minutes')
    .int('The grace is whole minutes')
    .min(0, 'The grace cannot be below 0 minutes')
    .max(240, 'The grace is at most 240 minutes'),
  lateStartPenaltyPaise: penaltyPaise,
  vehicleNotReportedPenaltyPaise: penaltyPaise,
});
export type Settings = z.infer<typeof SettingsSchema>;
export type SettingKey = keyof Settings;
export const SETTING_KEYS = Object.keys(SettingsSchema.shape) as SettingKey[];

/** A change to any of the settings; the others keep their values. An unknown key is refused. */
export const SettingsUpdateSchema = SettingsSchema.partial().strict();
export type SettingsUpdate = z.infer<typeof SettingsUpdateSchema>;

/**
 * The settings from what is stored (key → value): a key never set, or stored with a value its
 * setting no longer accepts, counts at its default.
 */
export function settingsFrom(stored: Record<string, unknown>): Settings {
  const settings: Record<string, unknown> = { ...SETTING_DEFAULTS };
  for (const key of SETTING_KEYS) {
    const parsed = SettingsSchema.shape[key].safeParse(stored[key]);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as Settings;
}
