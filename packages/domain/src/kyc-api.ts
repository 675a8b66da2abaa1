import { z } from 'zod';
import { StateCodeSchema } from './states';

const KycCheckSchema = z.object({ check: z.string(), ok: z.boolean(), message: z.string() });

/** What the online provider said, when one ran; `sandbox` marks made-up development answers. */
const ProviderResultSchema = z.object({
  provider: z.string(),
  sandbox: z.boolean(),
  status: z.enum(['verified', 'not-found', 'unavailable']),
  details: z.record(z.string(), z.string()).optional(),
});

export const KycAnswerSchema = z.object({
  valid: z.boolean(),
  normalized: z.string().nullable(),
  checks: z.array(KycCheckSchema),
  online: ProviderResultSchema.nullable(),
});
export type KycAnswer = z.infer<typeof KycAnswerSchema>;

export const ValidateGstinSchema = z.object({
  gstin: z.string().trim().min(1).max(20),
  state: StateCodeSchema.optional(),
  pan: z.string().trim().max(12).optional(),
});
export const ValidatePanSchema = z.object({ pan: z.string().trim().min(1).max(12) });
export const VerifyAadhaarSchema = z.object({ aadhar: z.string().trim().min(1).max(20) });

/** A registration number's check: the number grouped for reading, and what to beware of. */
export const RcAnswerSchema = KycAnswerSchema.extend({
  /** "KA 01 AB 1234". */
  display: z.string(),
  /** e.g. a BH-series plate, which is for private vehicles only. */
  warnings: z.array(z.string()),
});
export type RcAnswer = z.infer<typeof RcAnswerSchema>;

export const AadhaarAnswerSchema = KycAnswerSchema.extend({
  /** 'XXXX XXXX 1234': the full number is never sent back. */
  masked: z.string().nullable(),
});
export type AadhaarAnswer = z.infer<typeof AadhaarAnswerSchema>;
