import { z } from 'zod';
import { instant, Named } from './duty-fields';
import { scheduleProblem } from './duty-input';
import { VehicleCategorySchema } from './enum-schemas';

/** Why a driver or vehicle of the duty's vendor cannot take it. */
export const INELIGIBILITY_REASONS = [
  'not-approved',
  'not-active',
  'wrong-category',
  'compliance-expired',
  'busy',
] as const;
export const IneligibilityReasonSchema = z.enum(INELIGIBILITY_REASONS);
export type IneligibilityReason = z.infer<typeof IneligibilityReasonSchema>;

export const EligibilitySchema = z.object({
  drivers: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      regId: z.string(),
      /** The vehicle assigned to this driver, offered first. */
      vehicleId: z.uuid().nullable(),
      reasons: z.array(IneligibilityReasonSchema),
    }),
  ),
  vehicles: z.array(
    z.object({
      id: z.uuid(),
      vehicleNumber: z.string(),
      category: VehicleCategorySchema,
      reasons: z.array(IneligibilityReasonSchema),
    }),
  ),
});
export type Eligibility = z.infer<typeof EligibilitySchema>;

/** The vendors a duty can be given to (approved and active), by name. */
export const BookableVendorsSchema = z.array(Named);
export type BookableVendor = z.infer<typeof Named>;

/** The vendor's drivers and vehicles for a duty not yet booked: its times and category. */
export const EligibilityQuerySchema = z
  .object({
    vendorId: z.uuid(),
    scheduledStart: instant,
    scheduledEnd: instant,
    vehicleCategory: VehicleCategorySchema,
  })
  .superRefine((query, ctx) => {
    const problem = scheduleProblem(query);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['scheduledEnd'] });
  });
export type EligibilityQuery = z.infer<typeof EligibilityQuerySchema>;
