import { z } from 'zod';
import { updateSchemaOf } from './api';
import { DutyDetails, HOUR, instant, passengersFit, startOtpProblem } from './duty-fields';
import { ServiceTypeSchema } from './enum-schemas';

/** The longest duty we book (an outstation tour). */
export const MAX_DUTY_DAYS = 14;

const DutyFields = DutyDetails.extend({
  serviceType: ServiceTypeSchema,
  scheduledStart: instant,
  scheduledEnd: instant,
  /** The operator may name the vendor when booking. */
  vendorId: z.uuid().optional(),
  /**
   * The package booked, by its hours (a Local Package of 4, 8 or 12 hours): billing starts from
   * it. None: the smallest package of the tariff, jumping up as the duty runs over.
   */
  packageHours: z.number().int().min(1).max(24).nullable().optional(),
});

interface Timed {
  scheduledStart?: string;
  scheduledEnd?: string;
}
/** End after start and no longer than MAX_DUTY_DAYS; both must be present to be checked. */
export function scheduleProblem(duty: Timed): string | null {
  if (!duty.scheduledStart || !duty.scheduledEnd) return null;
  const length = Date.parse(duty.scheduledEnd) - Date.parse(duty.scheduledStart);
  if (length <= 0) return 'The duty must end after it starts';
  if (length > MAX_DUTY_DAYS * 24 * HOUR) return `A duty lasts at most ${MAX_DUTY_DAYS} days`;
  return null;
}

/** What booking a duty with its driver and vehicle still lacks, if anything. */
export function assignmentProblem(duty: {
  vendorId?: string;
  driverId?: string;
  vehicleId?: string;
}): { path: 'vendorId' | 'driverId' | 'vehicleId'; message: string } | null {
  if (!duty.driverId && !duty.vehicleId) return null;
  if (!duty.driverId) return { path: 'driverId', message: 'Choose a driver for the vehicle' };
  if (!duty.vehicleId) return { path: 'vehicleId', message: 'Choose a vehicle for the driver' };
  if (!duty.vendorId)
    return { path: 'vendorId', message: 'Choose the vendor of the driver and vehicle' };
  return null;
}

/**
 * Booking a duty. An operator may also name the vendor, and with it one of its drivers and
 * vehicles: the duty is then booked and assigned at once.
 */
export const DutyCreateSchema = DutyFields.extend({
  driverId: z.uuid().optional(),
  vehicleId: z.uuid().optional(),
}).superRefine((duty, ctx) => {
  const problem = scheduleProblem(duty);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['scheduledEnd'] });
  if (!passengersFit(duty))
    ctx.addIssue({
      code: 'custom',
      message: 'More passengers named than the passenger count',
      path: ['passengerCount'],
    });
  const otp = startOtpProblem(duty);
  if (otp) ctx.addIssue({ code: 'custom', message: otp, path: ['passengers'] });
  const assignment = assignmentProblem(duty);
  if (assignment)
    ctx.addIssue({ code: 'custom', message: assignment.message, path: [assignment.path] });
});
export type DutyCreate = z.infer<typeof DutyCreateSchema>;

/** Editing a duty; the server re-checks the merged times and passenger count. */
export const DutyUpdateSchema = updateSchemaOf(DutyFields.omit({ vendorId: true }));
export type DutyUpdate = z.infer<typeof DutyUpdateSchema>;
