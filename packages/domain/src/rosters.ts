import { z } from 'zod';
import { WEEKDAYS } from './duty-constants';
import { listQuerySchema, pageOf, updateSchemaOf } from './api';
import {
  DutyDetails,
  HOUR,
  isoDate,
  Named,
  PassengerView,
  passengersFit,
  PlaceView,
  startOtpProblem,
} from './duty-fields';
import { VehicleCategorySchema } from './enum-schemas';

export const WeekdaySchema = z.enum(WEEKDAYS);
export const MAX_ROSTER_DAYS = 366;

/**
 * An Employee Pick & Drop roster: on the chosen weekdays between startDate and endDate it books
 * a duty at startTime (India time) lasting durationMinutes.
 */
const RosterFields = DutyDetails.extend({
  name: z.string().trim().min(2).max(80),
  weekdays: z.array(WeekdaySchema).min(1).max(7),
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the format HH:MM'),
  durationMinutes: z.number().int().min(15).max(720),
  startDate: isoDate,
  endDate: isoDate,
  vendorId: z.uuid().optional(),
});

interface Dated {
  startDate?: string;
  endDate?: string;
}
export function rosterDatesProblem(roster: Dated): string | null {
  if (!roster.startDate || !roster.endDate) return null;
  const days = (Date.parse(roster.endDate) - Date.parse(roster.startDate)) / (24 * HOUR);
  if (days < 0) return 'The roster must end on or after its first day';
  if (days >= MAX_ROSTER_DAYS) return `A roster runs for at most ${MAX_ROSTER_DAYS} days`;
  return null;
}

export const RosterCreateSchema = RosterFields.superRefine((roster, ctx) => {
  const problem = rosterDatesProblem(roster);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['endDate'] });
  if (!passengersFit(roster))
    ctx.addIssue({
      code: 'custom',
      message: 'More passengers named than the passenger count',
      path: ['passengerCount'],
    });
  const otp = startOtpProblem(roster);
  if (otp) ctx.addIssue({ code: 'custom', message: otp, path: ['passengers'] });
});
export type RosterCreate = z.infer<typeof RosterCreateSchema>;
export const RosterUpdateSchema = updateSchemaOf(RosterFields);
export type RosterUpdate = z.infer<typeof RosterUpdateSchema>;

export const RosterSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  company: Named,
  vendor: Named.nullable(),
  weekdays: z.array(WeekdaySchema),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  startDate: isoDate,
  endDate: isoDate,
  pickup: PlaceView,
  drop: PlaceView,
  passengers: z.array(PassengerView),
  passengerCount: z.number().int(),
  vehicleCategory: VehicleCategorySchema,
  notes: z.string().nullable(),
  startOtpRequired: z.boolean(),
  dutyCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Roster = z.infer<typeof RosterSchema>;
export const RosterPageSchema = pageOf(RosterSchema);
export type RosterPage = z.infer<typeof RosterPageSchema>;
/** Rosters, newest first; search matches the name. */
export const RosterListQuerySchema = listQuerySchema({
  companyId: z.uuid().optional(),
  vendorId: z.uuid().optional(),
});
export type RosterListQuery = z.infer<typeof RosterListQuerySchema>;

/** What saving a roster did to its duties: created, changed in place, removed. */
export const RosterChangeSchema = z.object({
  roster: RosterSchema,
  created: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
});
export type RosterChange = z.infer<typeof RosterChangeSchema>;
