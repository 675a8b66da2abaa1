import { z } from 'zod';
import { DutyChargeSchema } from './billing/charge-line';
import { TariffSideSchema, TariffVersionSchema } from './billing/tariff-schema';
import { ServiceTypeSchema, VehicleCategorySchema } from './enum-schemas';

/**
 * Tariffs as the API gives them (issue 29): stored versions, the list's filters, and a duty's
 * sale and purchase amounts. The rates themselves and the engine are in billing/.
 */

/** A stored version: the domain's version with its id and when it was added. */
export const StoredTariffSchema = TariffVersionSchema.extend({
  id: z.uuid(),
  createdAt: z.string(),
  /** True once today (India) is on or after its effective date: it can no longer be removed. */
  inForce: z.boolean(),
});
export type StoredTariff = z.infer<typeof StoredTariffSchema>;

/** 'default' asks for the versions for every party (party null). */
export const TariffListQuerySchema = z.object({
  side: TariffSideSchema.optional(),
  partyId: z.union([z.uuid(), z.literal('default')]).optional(),
  serviceType: ServiceTypeSchema.optional(),
  vehicleCategory: VehicleCategorySchema.optional(),
});
export type TariffListQuery = z.infer<typeof TariffListQuerySchema>;

/**
 * Why a duty has no amount: not completed; its slip lacks garage-out or garage-in; its figures
 * contradict each other; or no tariff is in force for it on its date.
 */
export const UNPRICED_REASONS = [
  'not-completed',
  'slip-open',
  'slip-impossible',
  'no-tariff',
] as const;
export type UnpricedReason = (typeof UNPRICED_REASONS)[number];

/** One side's amount for a duty, or why there is none yet. */
export const SideChargeSchema = z.object({
  charge: DutyChargeSchema.nullable(),
  /** Why the charge is null, for the screen. */
  missing: z.enum(UNPRICED_REASONS).nullable(),
});
export type SideCharge = z.infer<typeof SideChargeSchema>;

/** A duty's amounts: sale for the operator only; purchase for the operator and the duty's vendor. */
export const DutyChargesSchema = z.object({
  dutyId: z.uuid(),
  sale: SideChargeSchema.optional(),
  purchase: SideChargeSchema.optional(),
});
export type DutyCharges = z.infer<typeof DutyChargesSchema>;
