import { z } from 'zod';

/*
 * The duty slip (trip sheet): what happened on a duty, garage to garage, in the figures a bill is
 * made from. Money is integer paise; times are UTC ISO strings, shown in India time.
 */

/** The slip's moments in the order they happen; all but `reported` come with a km reading. */
export const SLIP_POINTS = ['garageOut', 'reported', 'boarded', 'dropped', 'garageIn'] as const;
export type SlipPoint = (typeof SLIP_POINTS)[number];

/** The figures of a slip, each filled as the duty happens and correctable until it is billed. */
export const SLIP_FIGURES = [
  'garageOutAt',
  'garageOutKm',
  'reportedAt',
  'boardedAt',
  'boardedKm',
  'droppedAt',
  'droppedKm',
  'garageInAt',
  'garageInKm',
  'nightAllowancePaise',
  'driverAllowancePaise',
  'advancePaise',
  'remarks',
] as const;
export type SlipFigure = (typeof SLIP_FIGURES)[number];

/**
 * Boarding and drop are the duty's start and completion: a driver records them by starting
 * (with the passenger's code) and completing the duty; on the slip only a correction sets them.
 */
export const SLIP_MOVE_FIGURES = ['boardedAt', 'boardedKm', 'droppedAt', 'droppedKm'] as const;

export const CHARGE_KINDS = ['toll', 'parking', 'permit', 'other'] as const;
export const ChargeKindSchema = z.enum(CHARGE_KINDS);
export type ChargeKind = z.infer<typeof ChargeKindSchema>;

const Km = z.number().int().min(0).max(9_999_999);
/** Up to ₹10,00,000 a figure: more is a typing slip, not a toll. */
export const PaiseSchema = z.number().int().min(0).max(100_000_000);
const At = z.iso.datetime({ offset: true });
export const SlipReasonSchema = z.string().trim().min(3).max(500);

export const SlipFiguresSchema = z.object({
  garageOutAt: At.nullable(),
  garageOutKm: Km.nullable(),
  reportedAt: At.nullable(),
  boardedAt: At.nullable(),
  boardedKm: Km.nullable(),
  droppedAt: At.nullable(),
  droppedKm: Km.nullable(),
  garageInAt: At.nullable(),
  garageInKm: Km.nullable(),
  nightAllowancePaise: PaiseSchema.nullable(),
  driverAllowancePaise: PaiseSchema.nullable(),
  advancePaise: PaiseSchema.nullable(),
  remarks: z.string().trim().max(1000).nullable(),
});
export type SlipFigures = z.infer<typeof SlipFiguresSchema>;

/**
 * A change to some figures. Filling an empty one needs no reason; changing or clearing a filled
 * one is a correction (the vendor's or the operator's) and needs one.
 */
export const SlipUpdateSchema = SlipFiguresSchema.partial()
  .extend({ reason: SlipReasonSchema.optional() })
  .strict();
export type SlipUpdate = z.infer<typeof SlipUpdateSchema>;

export const SlipFileSchema = z.object({
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.iso.datetime(),
});

export const SlipChargeSchema = z.object({
  id: z.uuid(),
  kind: ChargeKindSchema,
  amountPaise: PaiseSchema,
  note: z.string().nullable(),
  receipt: SlipFileSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type SlipCharge = z.infer<typeof SlipChargeSchema>;

/** A charge's id is made by the phone, so a retried request never adds it twice. */
export const SlipChargeInputSchema = z
  .object({
    kind: ChargeKindSchema,
    amountPaise: PaiseSchema.refine((paise) => paise > 0, 'Enter an amount above ₹0'),
    note: z.string().trim().max(200).nullable().optional(),
    reason: SlipReasonSchema.optional(),
  })
  .strict();
export type SlipChargeInput = z.infer<typeof SlipChargeInputSchema>;

export const SlipReasonQuerySchema = z.object({ reason: SlipReasonSchema.optional() });

/** How the passenger confirmed the duty: the start code given at boarding, or a signature. */
export const SlipConfirmationSchema = z.object({
  startCode: z.iso.datetime().nullable(),
  signature: SlipFileSchema.nullable(),
});

export const SlipTotalsSchema = z.object({
  /** Garage-in km less garage-out km, once both are known. */
  km: z.number().int().nullable(),
  /** Garage-out to garage-in, in minutes. */
  minutes: z.number().int().nullable(),
  chargesPaise: z.number().int(),
  allowancesPaise: z.number().int(),
});

export const DutySlipSchema = SlipFiguresSchema.extend({
  dutyId: z.uuid(),
  number: z.string(),
  dutyRegId: z.string(),
  charges: z.array(SlipChargeSchema),
  confirmation: SlipConfirmationSchema,
  totals: SlipTotalsSchema,
  /** Set by billing: from then on the slip cannot change. */
  billedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type DutySlip = z.infer<typeof DutySlipSchema>;

/**
 * The slip's answers beyond the generic codes: 422 SLIP_IMPOSSIBLE (`details.reason`
 * 'km-backwards', 'time-backwards', 'too-fast' or 'in-future', `details.fields` the two
 * figures), 409 SLIP_BILLED (billed slips are final), 400 SLIP_REASON_REQUIRED (a correction
 * without its reason).
 */
export const DUTY_SLIP_ERROR_CODES = [
  'SLIP_IMPOSSIBLE',
  'SLIP_BILLED',
  'SLIP_REASON_REQUIRED',
] as const;
export type DutySlipErrorCode = (typeof DUTY_SLIP_ERROR_CODES)[number];
