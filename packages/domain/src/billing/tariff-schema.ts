import { z } from 'zod';
import { isoDate } from '../duty-fields';
import { ChargeKindSchema } from '../duty-slips';
import { ServiceTypeSchema, VehicleCategorySchema } from '../enum-schemas';
import { TimeOfDaySchema } from '../quiet-hours';

/**
 * Tariffs as the server stores and validates them: what a client company pays (sale) or what the
 * operator pays a vendor (purchase) for one service type and vehicle category, in force from a
 * date. Every amount is integer paise; every rate says its unit in its name.
 */

/** ₹10 lakh: far above any one rate, low enough that sums of a month stay exact integers. */
export const MAX_RATE_PAISE = 10_00_000_00;
export const RatePaiseSchema = z
  .number()
  .int('Amounts are whole paise')
  .min(0, 'Amounts cannot be negative')
  .max(MAX_RATE_PAISE);
const minutes = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);
/** How extra time is counted: in whole units, a part unit billed as a whole one. */
const unitMinutes = z.union([z.literal(1), z.literal(15), z.literal(30), z.literal(60)]);

export const TARIFF_SIDES = ['sale', 'purchase'] as const;
export const TariffSideSchema = z.enum(TARIFF_SIDES);
export type TariffSide = z.infer<typeof TariffSideSchema>;

export const TariffPackageSchema = z.object({
  hours: z.number().int().min(1).max(24),
  km: z.number().int().min(1).max(2000),
  pricePaise: RatePaiseSchema,
  extraKmPaise: RatePaiseSchema,
  extraHourPaise: RatePaiseSchema,
});
export type TariffPackage = z.infer<typeof TariffPackageSchema>;

/** Local packages, smallest first: 4 h / 40 km, 8 h / 80 km, 12 h / 120 km. */
export const PackageRatesSchema = z
  .object({
    kind: z.literal('package'),
    packages: z.array(TariffPackageSchema).min(1).max(10),
    /** More than this many minutes over a package bills the next package; null: never. */
    slabJumpAfterMinutes: minutes.nullable(),
    extraTimeUnitMinutes: unitMinutes.default(60),
  })
  .refine(
    (rates) =>
      rates.packages.every(
        (p, i) =>
          i === 0 || (p.hours > rates.packages[i - 1]!.hours && p.km >= rates.packages[i - 1]!.km),
      ),
    {
      message: 'List packages from the smallest: each longer than the one before',
      path: ['packages'],
    },
  );

/** Airport transfers and one-way drops: one fare, with the km and hours it includes. */
export const FlatRatesSchema = z.object({
  kind: z.literal('flat'),
  farePaise: RatePaiseSchema,
  /** Null: the fare covers any distance (or any time). */
  includedKm: z.number().int().min(0).max(5000).nullable(),
  includedHours: z.number().int().min(0).max(72).nullable(),
  extraKmPaise: RatePaiseSchema,
  extraHourPaise: RatePaiseSchema,
  extraTimeUnitMinutes: unitMinutes.default(60),
});

/** Outstation: per km with a minimum per calendar day, and the driver's allowance per day. */
export const OutstationRatesSchema = z.object({
  kind: z.literal('outstation'),
  perKmPaise: RatePaiseSchema,
  minKmPerDay: z.number().int().min(0).max(1000),
  driverAllowancePerDayPaise: RatePaiseSchema,
});

export const NightWindowSchema = z
  .object({ start: TimeOfDaySchema, end: TimeOfDaySchema })
  .refine((w) => w.start !== w.end, {
    message: 'A night window needs a start and a different end',
    path: ['end'],
  });
export type NightWindow = z.infer<typeof NightWindowSchema>;

/** Night charges, India time: per hour inside the windows and/or a flat sum per night touched. */
export const NightChargeSchema = z.object({
  windows: z.array(NightWindowSchema).min(1).max(4),
  perHourPaise: RatePaiseSchema.default(0),
  perNightPaise: RatePaiseSchema.default(0),
  unitMinutes: unitMinutes.default(60),
});

/** Waiting from the reporting time to the passenger boarding, beyond the free minutes. */
export const WaitingChargeSchema = z.object({
  freeMinutes: minutes,
  perHourPaise: RatePaiseSchema,
  unitMinutes: unitMinutes.default(15),
});

export const TariffRatesSchema = z.object({
  base: z.discriminatedUnion('kind', [PackageRatesSchema, FlatRatesSchema, OutstationRatesSchema]),
  night: NightChargeSchema.nullable().default(null),
  waiting: WaitingChargeSchema.nullable().default(null),
});
export type TariffRates = z.infer<typeof TariffRatesSchema>;
export type TariffRatesInput = z.input<typeof TariffRatesSchema>;
export type PackageRates = z.infer<typeof PackageRatesSchema>;
export type FlatRates = z.infer<typeof FlatRatesSchema>;
export type OutstationRates = z.infer<typeof OutstationRatesSchema>;
export type NightCharge = z.infer<typeof NightChargeSchema>;
export type WaitingCharge = z.infer<typeof WaitingChargeSchema>;

/**
 * One version of a tariff. `partyId` is the client company (sale) or the vendor (purchase);
 * null is the default for every party without one of its own.
 */
export const TariffVersionSchema = z.object({
  side: TariffSideSchema,
  partyId: z.uuid().nullable(),
  serviceType: ServiceTypeSchema,
  vehicleCategory: VehicleCategorySchema,
  effectiveFrom: isoDate,
  rates: TariffRatesSchema,
});
export type TariffVersion = z.infer<typeof TariffVersionSchema>;
export type TariffVersionInput = z.input<typeof TariffVersionSchema>;

/** A charge paid on the way and billed at actuals, of the slip's kinds (toll, parking, …). */
export const ActualChargeSchema = z.object({
  kind: ChargeKindSchema,
  amountPaise: RatePaiseSchema,
  /** Paid for the client as its pure agent (CGST Rules, rule 33): outside the taxable value. */
  pureAgent: z.boolean().optional(),
});
export type ActualCharge = z.infer<typeof ActualChargeSchema>;
