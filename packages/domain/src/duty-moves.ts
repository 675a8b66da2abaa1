import { z } from 'zod';
import { DUTY_MOVE_NAMES, DUTY_STATUSES, type DutyMove } from './duty-constants';

export const DutyStatusSchema = z.enum(DUTY_STATUSES);
export const DutyMoveSchema = z.enum(DUTY_MOVE_NAMES as [DutyMove, ...DutyMove[]]);

/**
 * The error codes of duty answers beyond the generic ones, for screens that react to them:
 * 409 INVALID_TRANSITION (`details.status` is the current status), DRIVER_BUSY, VEHICLE_BUSY;
 * 422 DRIVER_NOT_ELIGIBLE, VEHICLE_NOT_ELIGIBLE, VENDOR_NOT_ELIGIBLE (`details.reasons`);
 * 409 VENDOR_REQUIRED (assigning before a vendor is set); 400 START_OTP_REQUIRED;
 * 422 START_OTP_INVALID; 422 ODOMETER_INVALID (below the start reading);
 * 409 START_TOO_EARLY (before the operator's window; `details.earliestStart`) and
 * 422 COMPLETION_IMPLAUSIBLE (`details.reason`: 'too-fast' or 'ends-before-start'), which the
 * operator may override with a reason when `details.overridable` says so;
 * 409 NO_VENDOR_TO_CHARGE (the vehicle-not-reported flag on a duty with no vendor, or moved to
 * the same vendor).
 */
export const DUTY_ERROR_CODES = [
  'INVALID_TRANSITION',
  'DRIVER_BUSY',
  'VEHICLE_BUSY',
  'DRIVER_NOT_ELIGIBLE',
  'VEHICLE_NOT_ELIGIBLE',
  'VENDOR_NOT_ELIGIBLE',
  'VENDOR_REQUIRED',
  'START_OTP_REQUIRED',
  'START_OTP_INVALID',
  'ODOMETER_INVALID',
  'START_TOO_EARLY',
  'COMPLETION_IMPLAUSIBLE',
  'NO_VENDOR_TO_CHARGE',
] as const;
export type DutyErrorCode = (typeof DUTY_ERROR_CODES)[number];

/**
 * The operator's record, when cancelling a duty or moving it to another vendor, that the
 * vendor that had it failed to send its vehicle: its statement is charged the operator's
 * penalty (settings vehicleNotReportedPenaltyPaise). Not the passenger's no-show, which is
 * the NoShow move and never the vendor's fault.
 */
const vehicleNotReported = z
  .boolean('Say true or false: did the vendor’s vehicle not report?')
  .optional();
export const AssignVendorSchema = z.object({ vendorId: z.uuid(), vehicleNotReported });
export const AssignDutySchema = z.object({ driverId: z.uuid(), vehicleId: z.uuid() });
export type AssignDuty = z.infer<typeof AssignDutySchema>;
const Odometer = z.number().int().min(0).max(9_999_999);
/**
 * The operator starts or completes a duty that the checks of time and distance refuse (a clock
 * that was wrong, a reading fixed later), saying why; the duty's history and audit keep it.
 */
export const DutyOverrideSchema = z.object({ reason: z.string().trim().min(10).max(500) });
export type DutyOverride = z.infer<typeof DutyOverrideSchema>;
export const StartDutySchema = z.object({
  odometer: Odometer,
  otp: z
    .string()
    .regex(/^\d{4}$/, 'Enter the 4-digit code')
    .optional(),
  override: DutyOverrideSchema.optional(),
});
export const CompleteDutySchema = z.object({
  odometer: Odometer,
  override: DutyOverrideSchema.optional(),
});
export const CancelDutySchema = z.object({
  reason: z.string().trim().min(3).max(500),
  vehicleNotReported,
});
export const NoShowSchema = z.object({ reason: z.string().trim().max(500).optional() });
