import { z } from 'zod';
import { checkGstin, checkPan } from './kyc-tax-ids';

/** GSTIN and PAN as zod fields, refused with the first of their checks that fails. */

/** The first failed check's message. */
export const firstFailure = (checks: { ok: boolean; message: string }[]) =>
  checks.find((check) => !check.ok)?.message;

export const GstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]*$/, 'Type the GSTIN without spaces or hyphens')
  .superRefine((value, ctx) => {
    const message = firstFailure(checkGstin(value).checks);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const PanSchema = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((value, ctx) => {
    const message = firstFailure(checkPan(value).checks);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
