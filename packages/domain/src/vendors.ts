import { z } from 'zod';
import { CompanySiteSchema } from './company-sites';
import { listQuerySchema, pageOf, updateSchemaOf } from './api';
import { PasswordSchema } from './auth';
import { EmailSchema, PersonNameSchema, PhoneSchema } from './contact';
import { isEighteenOn } from './kyc';
import { SERVICE_TYPES } from './lists';
import { ServiceTypeSchema } from './enum-schemas';
import { StateCodeSchema } from './states';
import { GstinSchema } from './tax-id-schemas';
import { AccountStatusSchema, ApprovalStatusSchema } from './statuses';

/** Vendor Type: the legal form of the fleet operator's business. */
export const REGISTRATION_TYPES = [
  'Individual',
  'Proprietorship',
  'Partnership',
  'LLP',
  'Private Limited Company',
  'Public Limited Company',
  'Trust / Society',
] as const;
export const RegistrationTypeSchema = z.enum(REGISTRATION_TYPES);

/** Spec §3 labels for the vendor's fields, and the fields the spec hides from display. */
export const VENDOR_FIELD_LABELS = {
  regId: 'Registration ID',
  registrationType: 'Vendor Type',
  name: 'Name',
  email: 'Business Email',
  phone: 'Business Phone',
  address: 'Address',
  gst: 'GST Number',
  pan: 'PAN',
  aadhar: 'Aadhaar',
  operationalArea: 'Operational Area',
  elevatorStatement: 'Elevator Statement',
  ownername: 'Owner Name',
  ownermobile: 'Owner Mobile',
  ownerdob: 'Owner Date of Birth',
  owneremail: 'Owner Email',
  createdAt: 'Created At',
  updatedAt: 'Updated At',
} as const;
export const VENDOR_HIDDEN_FIELDS = [
  'serviceTypes',
  'associatedCompanies',
  '_id',
  '__v',
  'approvalStatus',
  'accountStatus',
  'password',
] as const;

export const DEFAULT_OPERATIONAL_STATE = 'KA';

const CitySchema = z.string().trim().min(2).max(60);
export const OperationalAreaSchema = z
  .array(z.object({ state: StateCodeSchema, cities: z.array(CitySchema).max(200) }))
  .min(1, 'Choose at least one state')
  .max(36)
  .refine((areas) => new Set(areas.map((a) => a.state)).size === areas.length, 'Each state once');

const isoDate = z.iso.date('Use the format YYYY-MM-DD');

/** At least 18 years old on `on` (today by default), for an ISO date of birth. */
export function isAdult(dob: string, on: Date = new Date()): boolean {
  return isEighteenOn(dob, on.toISOString().slice(0, 10));
}

const VendorFields = z.object({
  registrationType: RegistrationTypeSchema,
  name: z.string().trim().min(2, 'Enter the business name').max(120),
  email: EmailSchema,
  phone: PhoneSchema,
  address: z.string().trim().min(10, 'Enter the full address').max(500),
  gst: z.string().trim().toUpperCase().max(20).optional(),
  pan: z.string().trim().toUpperCase().max(12),
  /** The full number, accepted only to check it; stored as its last four digits and a keyed hash. */
  aadhar: z.string().trim().max(20).optional(),
  operationalArea: OperationalAreaSchema,
  associatedCompanies: z.array(z.uuid()).max(50).default([]),
  serviceTypes: z
    .array(ServiceTypeSchema)
    .min(1, 'Choose at least one service')
    .max(SERVICE_TYPES.length),
  elevatorStatement: z.string().trim().max(600).optional(),
  ownername: PersonNameSchema,
  ownermobile: PhoneSchema,
  ownerdob: isoDate.refine((dob) => isAdult(dob), 'The owner must be at least 18'),
  owneremail: EmailSchema.optional(),
});

/** Creating a vendor. From the public wizard it also carries the owner's password. */
export const VendorCreateSchema = VendorFields.extend({
  password: PasswordSchema.optional(),
  /** Proof that the business phone was verified by OTP (public sign-up only). */
  phoneVerification: z.string().max(2000).optional(),
});
export type VendorCreate = z.infer<typeof VendorCreateSchema>;

/** Changing a vendor: any subset of its fields; statuses change only through workflow actions. */
export const VendorUpdateSchema = updateSchemaOf(VendorFields);
export type VendorUpdate = z.infer<typeof VendorUpdateSchema>;

const draftText = (max: number) => z.string().max(max).catch('');
const draftTexts = (count: number, max: number) =>
  z.array(z.string().max(max)).max(count).catch([]);

/**
 * What a sign-up draft keeps: the wizard's own fields and nothing else. Keys it does not name
 * are dropped at every depth, and it names no password and no full Aadhaar number (only the
 * masked one), so neither is ever kept. A draft is saved while the person types and is read back
 * by newer builds, so a value that does not fit becomes the field's empty value instead of
 * refusing the save or breaking the form.
 */
export const VendorDraftDataSchema = z.object({
  registrationType: draftText(60),
  name: draftText(200),
  email: draftText(254),
  phone: draftText(20),
  address: draftText(600),
  pan: draftText(20),
  gst: draftText(20),
  // Empty or masked: the value a failed parse falls back to must itself pass, as answers are
  // checked against this schema without its fallbacks.
  aadharMasked: z
    .string()
    .regex(/^(?:XXXX XXXX \d{4})?$/)
    .catch(''),
  operationalArea: z
    .array(z.object({ state: z.string().max(4), cities: draftTexts(200, 60) }))
    .min(1)
    .max(36)
    .catch([{ state: DEFAULT_OPERATIONAL_STATE, cities: [] }]),
  serviceTypes: draftTexts(20, 60),
  associatedCompanies: draftTexts(50, 60),
  elevatorStatement: draftText(600),
  ownername: draftText(200),
  ownermobile: draftText(20),
  ownerdob: draftText(10),
  owneremail: draftText(254),
  consent: z.boolean().catch(false),
});

/** A saved, unsubmitted wizard (spec §3 Vendor onboarding draft). */
export const VendorDraftSchema = z.object({
  data: VendorDraftDataSchema,
  activeStep: z.number().int().min(0).max(10),
});
export type VendorDraft = z.infer<typeof VendorDraftSchema>;

/** The saved draft as the server answers it: always Staged, with when it was last saved. */
export const VendorDraftAnswerSchema = VendorDraftSchema.extend({
  approvalStatus: z.literal('Staged'),
  updatedAt: z.iso.datetime(),
});
export type VendorDraftAnswer = z.infer<typeof VendorDraftAnswerSchema>;

export const VendorSchema = z.object({
  id: z.uuid(),
  regId: z.string(),
  registrationType: RegistrationTypeSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  gst: z.string().nullable(),
  pan: z.string(),
  /** Masked, 'XXXX XXXX 1234'; null when not given. */
  aadhar: z.string().nullable(),
  operationalArea: z.array(z.object({ state: z.string(), cities: z.array(z.string()) })),
  associatedCompanies: z.array(z.object({ id: z.uuid(), name: z.string() })),
  serviceTypes: z.array(z.string()),
  elevatorStatement: z.string().nullable(),
  approvalStatus: ApprovalStatusSchema,
  accountStatus: AccountStatusSchema,
  rejectionReason: z.string().nullable(),
  ownername: z.string(),
  ownermobile: z.string(),
  ownerdob: z.string(),
  owneremail: z.string().nullable(),
  ownerUserId: z.uuid().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Vendor = z.infer<typeof VendorSchema>;

export const VENDOR_SORTS = [
  'name',
  '-name',
  'createdAt',
  '-createdAt',
  'regId',
  '-regId',
] as const;

export const VendorListQuerySchema = listQuerySchema({
  approvalStatus: ApprovalStatusSchema.optional(),
  accountStatus: AccountStatusSchema.optional(),
  serviceType: ServiceTypeSchema.optional(),
  state: StateCodeSchema.optional(),
}).extend({ sort: z.enum(VENDOR_SORTS).default('-createdAt') });
export type VendorListQuery = z.infer<typeof VendorListQuerySchema>;

export const VendorListItemSchema = VendorSchema.pick({
  id: true,
  regId: true,
  registrationType: true,
  name: true,
  email: true,
  phone: true,
  gst: true,
  serviceTypes: true,
  operationalArea: true,
  approvalStatus: true,
  accountStatus: true,
  createdAt: true,
});
export type VendorListItem = z.infer<typeof VendorListItemSchema>;
export const VendorPageSchema = pageOf(VendorListItemSchema);
export type VendorPage = z.infer<typeof VendorPageSchema>;

export const RejectSchema = z.object({
  reason: z.string().trim().min(5, 'Say what needs to change (at least 5 characters)').max(1000),
});

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const CompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  archivedAt: z.iso.datetime().nullable(),
});
export type Company = z.infer<typeof CompanySchema>;
export const CompanyNameSchema = z.object({ name: z.string().trim().min(2).max(120) });

/**
 * What invoicing needs of a client company (issue 29): its GSTIN (the place of supply is its
 * registered state) or, unregistered, its state on record; its billing address; whether it is a
 * body corporate (reverse charge). Read and changed by the operator, never on the public list.
 */
/**
 * How a client company is invoiced (issue 29): one consolidated invoice a month, or one invoice
 * per completed duty. Monthly unless the operator changes it.
 */
export const COMPANY_INVOICING = ['monthly', 'per-duty'] as const;
export const CompanyInvoicingSchema = z.enum(COMPANY_INVOICING);
export type CompanyInvoicing = z.infer<typeof CompanyInvoicingSchema>;

export const CompanyBillingSchema = z.object({
  gstin: GstinSchema.nullable(),
  stateCode: StateCodeSchema.nullable(),
  billingAddress: z.string().trim().min(10, 'Enter the full address').max(500).nullable(),
  bodyCorporate: z.boolean(),
  /** Left out: the company keeps how it is invoiced now. */
  invoicing: CompanyInvoicingSchema.optional(),
});
export type CompanyBilling = z.infer<typeof CompanyBillingSchema>;
export const CompanyDetailSchema = CompanySchema.extend({
  gstin: z.string().nullable(),
  stateCode: StateCodeSchema.nullable(),
  billingAddress: z.string().nullable(),
  bodyCorporate: z.boolean(),
  /** Where its office is (issue 27: a geofence can be made from it); null until set. */
  site: CompanySiteSchema.nullable(),
  invoicing: CompanyInvoicingSchema,
});
export type CompanyDetail = z.infer<typeof CompanyDetailSchema>;
