import type { z } from 'zod';
import {
  accountSchema,
  businessSchema,
  identitySchema,
  operationsSchema,
  ownerSchema,
  type WizardValues,
} from './vendor-form';

export type WizardField = keyof WizardValues;

interface WizardStep {
  key: 'business' | 'identity' | 'operations' | 'owner' | 'account' | 'review';
  /** Validates the step's fields before Next; the review step validates every step. */
  schema: z.ZodType | null;
  fields: readonly WizardField[];
}

/** The sign-up wizard's steps in order; `activeStep` in drafts is an index into this list. */
export const WIZARD_STEPS = [
  {
    key: 'business',
    schema: businessSchema,
    fields: ['registrationType', 'name', 'email', 'phone', 'address'],
  },
  { key: 'identity', schema: identitySchema, fields: ['pan', 'gst', 'aadhar', 'consent'] },
  {
    key: 'operations',
    schema: operationsSchema,
    fields: ['operationalArea', 'serviceTypes', 'associatedCompanies', 'elevatorStatement'],
  },
  {
    key: 'owner',
    schema: ownerSchema,
    fields: ['ownername', 'ownermobile', 'ownerdob', 'owneremail'],
  },
  { key: 'account', schema: accountSchema, fields: ['password', 'confirmPassword'] },
  { key: 'review', schema: null, fields: [] },
] as const satisfies readonly WizardStep[];

export const REVIEW_STEP = WIZARD_STEPS.length - 1;

export function clampStep(step: unknown): number {
  return typeof step === 'number' && Number.isInteger(step)
    ? Math.min(Math.max(step, 0), REVIEW_STEP)
    : 0;
}

/** The step that holds a field the server complained about (e.g. 'gst' → identity). */
export function stepOfField(field: string): number | null {
  const top = field.split('.')[0];
  // The server names the phone's proof; the person fixes it on the phone field.
  const name = top === 'phoneVerification' ? 'phone' : top;
  const index = WIZARD_STEPS.findIndex((step) =>
    (step.fields as readonly string[]).includes(name ?? ''),
  );
  return index === -1 ? null : index;
}

/** The first step whose fields fail their checks, or null when every step passes. */
export function firstInvalidStep(values: WizardValues): number | null {
  const index = WIZARD_STEPS.findIndex(
    (step) => step.schema !== null && !step.schema.safeParse(values).success,
  );
  return index === -1 ? null : index;
}
