import { PasswordSchema } from '@raahi/domain/auth';
import { checkAadhaar, checkGstin, checkPan, type KycCheck } from '@raahi/domain/kyc';
import { stateByGstCode } from '@raahi/domain/states';
import {
  DEFAULT_OPERATIONAL_STATE,
  REGISTRATION_TYPES,
  VendorCreateSchema,
  type Vendor,
  type VendorCreate,
  type VendorUpdate,
} from '@raahi/domain/vendors';
import type { FieldValues, Resolver } from 'react-hook-form';
import { translatedResolver } from '../../../lib/validation/translated-resolver';
import { z } from 'zod';
import { i18n } from '../../../lib/i18n';

/** One state of the operational area and the cities served there, as the form holds it. */
export interface AreaValue {
  state: string;
  cities: string[];
}

/** A vendor as its form holds it: text inputs are strings, '' when empty. */
export interface VendorFormValues {
  registrationType: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  pan: string;
  gst: string;
  aadhar: string;
  operationalArea: AreaValue[];
  serviceTypes: string[];
  associatedCompanies: string[];
  elevatorStatement: string;
  ownername: string;
  ownermobile: string;
  ownerdob: string;
  owneremail: string;
}

/** The sign-up wizard adds consent to the checks and the owner's password. */
export interface WizardValues extends VendorFormValues {
  consent: boolean;
  password: string;
  confirmPassword: string;
  /** 'XXXX XXXX 1234' once an Aadhaar number passed its check; drafts keep only this. */
  aadharMasked: string;
}

export function emptyVendorForm(): VendorFormValues {
  return {
    registrationType: '',
    name: '',
    email: '',
    phone: '',
    address: '',
    pan: '',
    gst: '',
    aadhar: '',
    operationalArea: [{ state: DEFAULT_OPERATIONAL_STATE, cities: [] }],
    serviceTypes: [],
    associatedCompanies: [],
    elevatorStatement: '',
    ownername: '',
    ownermobile: '',
    ownerdob: '',
    owneremail: '',
  };
}

export function emptyWizard(): WizardValues {
  return {
    ...emptyVendorForm(),
    consent: false,
    password: '',
    confirmPassword: '',
    aadharMasked: '',
  };
}

const F = VendorCreateSchema.shape;
const blank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const firstFailure = (checks: KycCheck[]) => checks.find((check) => !check.ok)?.message;

// Messages the domain schemas leave generic are looked up when shown, so they follow the language.

const businessShape = {
  registrationType: z.enum(REGISTRATION_TYPES, {
    error: () => i18n.t('vendors.form.errors.registrationType'),
  }),
  name: F.name,
  email: F.email,
  phone: F.phone,
  address: F.address,
};

const identityShape = {
  pan: z.string().superRefine((pan, ctx) => {
    const problem = pan.trim()
      ? firstFailure(checkPan(pan).checks)
      : i18n.t('vendors.form.errors.pan');
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  gst: z.string(),
  aadhar: z.string(),
};

/** GSTIN (containing the PAN given) and Aadhaar pass the offline checks when given. */
function checkIdentity(values: { pan: string; gst: string; aadhar: string }, ctx: z.RefinementCtx) {
  if (values.gst.trim()) {
    const problem = firstFailure(checkGstin(values.gst, { pan: values.pan }).checks);
    if (problem) ctx.addIssue({ code: 'custom', path: ['gst'], message: problem });
  }
  if (values.aadhar.trim()) {
    const problem = firstFailure(checkAadhaar(values.aadhar).checks);
    if (problem) ctx.addIssue({ code: 'custom', path: ['aadhar'], message: problem });
  }
}

const operationsShape = {
  operationalArea: F.operationalArea,
  serviceTypes: F.serviceTypes,
  associatedCompanies: F.associatedCompanies,
  elevatorStatement: F.elevatorStatement,
};

/** The server refuses a GSTIN registered outside the operational area; say so on the area. */
function checkGstState(
  values: { gst?: string; operationalArea: { state: string }[] },
  ctx: z.RefinementCtx,
) {
  const gst = values.gst?.trim().toUpperCase() ?? '';
  if (!gst || firstFailure(checkGstin(gst).checks)) return;
  const registered = stateByGstCode(gst.slice(0, 2));
  if (!registered || values.operationalArea.some((area) => area.state === registered.code)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['operationalArea'],
    message: i18n.t('vendors.form.errors.gstState', { state: registered.name }),
  });
}

const ownerShape = {
  ownername: F.ownername,
  ownermobile: F.ownermobile,
  ownerdob: z
    .string()
    .min(1, { error: () => i18n.t('vendors.form.errors.ownerdob') })
    .pipe(F.ownerdob),
  owneremail: z.preprocess(blank, F.owneremail),
};

export const businessSchema = z.object(businessShape);
export const identitySchema = z
  .object({
    ...identityShape,
    consent: z.literal(true, { error: () => i18n.t('vendors.form.errors.consent') }),
  })
  .superRefine(checkIdentity);
export const operationsSchema = z
  .object({ ...operationsShape, gst: z.string().optional() })
  .superRefine(checkGstState);
export const ownerSchema = z.object(ownerShape);
export const accountSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: () => i18n.t('vendors.form.errors.confirmPassword'),
  });

/** Every section at once: the operator's "Add vendor" form and the edit form. */
export const vendorFormSchema = z
  .object({ ...businessShape, ...identityShape, ...operationsShape, ...ownerShape })
  .superRefine((values, ctx) => {
    checkIdentity(values, ctx);
    checkGstState(values, ctx);
  });

/**
 * Validates with `schema` and reports its problems on the form's fields; the values themselves
 * stay as the form holds them (strings), and `toVendorCreate` turns them into a request.
 */
export function sectionResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  return translatedResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<T>;
}

/** The request body for the form's values (already validated): blanks left out, normalised. */
export function toVendorCreate(values: VendorFormValues): VendorCreate {
  return VendorCreateSchema.parse({
    registrationType: values.registrationType,
    name: values.name,
    email: values.email,
    phone: values.phone,
    address: values.address,
    gst: blank(values.gst),
    pan: values.pan,
    aadhar: blank(values.aadhar),
    operationalArea: values.operationalArea,
    associatedCompanies: values.associatedCompanies,
    serviceTypes: values.serviceTypes,
    elevatorStatement: blank(values.elevatorStatement),
    ownername: values.ownername,
    ownermobile: values.ownermobile,
    ownerdob: values.ownerdob,
    owneremail: blank(values.owneremail),
  });
}

/** A saved vendor as its edit form starts; the Aadhaar field starts empty (only a mask is kept). */
export function vendorToFormValues(vendor: Vendor): VendorFormValues {
  return {
    registrationType: vendor.registrationType,
    name: vendor.name,
    email: vendor.email,
    phone: vendor.phone,
    address: vendor.address,
    pan: vendor.pan,
    gst: vendor.gst ?? '',
    aadhar: '',
    operationalArea: vendor.operationalArea.map((area) => ({ ...area })),
    serviceTypes: [...vendor.serviceTypes],
    associatedCompanies: vendor.associatedCompanies.map((company) => company.id),
    elevatorStatement: vendor.elevatorStatement ?? '',
    ownername: vendor.ownername,
    ownermobile: vendor.ownermobile,
    ownerdob: vendor.ownerdob,
    owneremail: vendor.owneremail ?? '',
  };
}

/**
 * What an edit changes: only the fields whose request value differs from the saved one. An
 * emptied GSTIN or statement is sent as '' (the server clears it); an owner email cannot be
 * removed, only changed.
 */
export function vendorChanges(saved: VendorFormValues, edited: VendorFormValues): VendorUpdate {
  const before = toVendorCreate(saved);
  const after = toVendorCreate(edited);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof VendorCreate)[]) {
    if (JSON.stringify(after[key]) !== JSON.stringify(before[key])) changes[key] = after[key];
  }
  if (before.gst && !after.gst) changes.gst = '';
  if (before.elevatorStatement && !after.elevatorStatement) changes.elevatorStatement = '';
  return changes;
}
