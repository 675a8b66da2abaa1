import { z } from 'zod';
import { GstOptionSchema } from './billing/gst-rates';
import { InvoicePrefixSchema } from './billing/invoice-number';
import { allPassed } from './kyc-check';
import { checkGstin } from './kyc-tax-ids';
import { GstinSchema, PanSchema, firstFailure } from './tax-id-schemas';
import { StateCodeSchema, stateByCode } from './states';

/**
 * The operator's legal details, printed on every invoice and credit note (issue 29): one record,
 * edited by the admin on /companyprofile. An invoice keeps a copy of them as they were when it
 * was issued, so changing them later never changes an issued invoice.
 */

/** Indian Financial System Code: four letters (the bank), a zero, six letters or digits. */
export const IfscSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'An IFSC has 11 characters, e.g. HDFC0001234');

export const BankAccountSchema = z.object({
  name: z.string().trim().min(2).max(120),
  number: z
    .string()
    .trim()
    .regex(/^\d{9,18}$/, 'An account number has 9 to 18 digits'),
  ifsc: IfscSchema,
});

const ProfileFields = z.object({
  legalName: z.string().trim().min(2, 'Enter the legal name').max(160),
  gstin: GstinSchema,
  pan: PanSchema,
  address: z.string().trim().min(10, 'Enter the full address').max(500),
  stateCode: StateCodeSchema,
  email: z.email().max(200).nullable().default(null),
  phone: z.string().trim().max(20).nullable().default(null),
  bank: BankAccountSchema,
  invoicePrefix: InvoicePrefixSchema,
  creditNotePrefix: InvoicePrefixSchema,
  gstOption: GstOptionSchema,
  /** Reverse charge turns on this (Notification 13/2017-CT(Rate) entry 15): a company or LLP is one. */
  bodyCorporate: z.boolean(),
});

/**
 * What PUT /company-profile takes: the GSTIN must be registered in the state given and carry the
 * PAN given, and the two prefixes must differ so an invoice and a credit note never share a
 * number.
 */
export const CompanyProfileInputSchema = ProfileFields.superRefine((profile, ctx) => {
  const { checks } = checkGstin(profile.gstin, {
    stateGstCode: stateByCode(profile.stateCode).gstCode,
    pan: profile.pan,
  });
  if (!allPassed(checks))
    ctx.addIssue({
      code: 'custom',
      path: ['gstin'],
      message: firstFailure(checks)!,
    });
  if (profile.invoicePrefix === profile.creditNotePrefix)
    ctx.addIssue({
      code: 'custom',
      path: ['creditNotePrefix'],
      message: 'Use a prefix other than the invoices’ one',
    });
});
export type CompanyProfileInput = z.infer<typeof CompanyProfileInputSchema>;

export const CompanyProfileSchema = ProfileFields.extend({
  updatedAt: z.iso.datetime(),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

/** GET /company-profile: null until the admin fills it (invoices wait for it). */
export const CompanyProfileAnswerSchema = z.object({
  profile: CompanyProfileSchema.nullable(),
  /** Whether invoices print a logo (`/api/company-profile/logo`). */
  hasLogo: z.boolean(),
});
