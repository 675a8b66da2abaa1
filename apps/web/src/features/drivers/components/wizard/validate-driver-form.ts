import { toNestErrors } from '@hookform/resolvers';
import { translateFieldErrors } from '../../../../lib/validation/translated-resolver';
import { DriverCreateSchema } from '@raahi/domain/drivers';
import { checkAadhaar, checkDrivingLicence, checkPan } from '@raahi/domain/kyc';
import { stateByRtoCode } from '@raahi/domain/states';
import type { FieldError, Resolver } from 'react-hook-form';
import { i18n } from '../../../../lib/i18n';
import { currentAddressOf, toDriverPayload, type DriverFormValues } from './driver-form';

export interface ValidationContext {
  /** Operators name the vendor a driver works for; a vendor's own drivers are its. */
  chooseVendor: boolean;
  today?: Date;
}

/** The licence checks the browser runs as it is typed; the server runs the same ones. */
export function licenceChecks(values: DriverFormValues, today?: Date) {
  return checkDrivingLicence(values.dlNumber, {
    dob: values.dob || undefined,
    issueDate: values.dlIssueDate || undefined,
    expiry: values.dlExpiry || undefined,
    today,
    knownStateCode: (code) => stateByRtoCode(code) !== undefined,
  });
}

type RequiredField =
  | 'name'
  | 'dlNumber'
  | 'dlExpiry'
  | 'dob'
  | 'gender'
  | 'phonePrimary'
  | 'emergencyContact.name'
  | 'emergencyContact.phone'
  | 'addressAadhar'
  | 'currentAddress'
  | 'languagesKnown'
  | 'serviceTypes';

const REQUIRED: [RequiredField, (v: DriverFormValues) => boolean][] = [
  ['name', (v) => v.name.trim() !== ''],
  ['dlNumber', (v) => v.dlNumber.trim() !== ''],
  ['dlExpiry', (v) => v.dlExpiry !== ''],
  ['dob', (v) => v.dob !== ''],
  ['gender', (v) => v.gender !== ''],
  ['phonePrimary', (v) => v.phonePrimary.trim() !== ''],
  ['emergencyContact.name', (v) => v.emergencyContact.name.trim() !== ''],
  ['emergencyContact.phone', (v) => v.emergencyContact.phone.trim() !== ''],
  ['addressAadhar', (v) => v.addressAadhar.trim() !== ''],
  ['currentAddress', (v) => currentAddressOf(v).trim() !== ''],
  ['languagesKnown', (v) => v.languagesKnown.length > 0],
  ['serviceTypes', (v) => v.serviceTypes.length > 0],
];

/**
 * Every problem in the form, by field path. The record is saved step by step, but a driver
 * goes to review only complete, so what the server asks for at submission is required here.
 */
export function validateDriverForm(
  values: DriverFormValues,
  context: ValidationContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (path: string, message: string) => {
    errors[path] ??= message;
  };

  for (const [path, present] of REQUIRED) {
    if (!present(values)) add(path, i18n.t(`drivers.form.required.${path}`));
  }
  if (context.chooseVendor && values.associatedVendors.length === 0)
    add('associatedVendors', i18n.t('drivers.form.required.associatedVendors'));

  if (values.dlNumber.trim()) {
    for (const check of licenceChecks(values, context.today).checks) {
      if (check.ok) continue;
      if (check.check === 'dl-expiry') add('dlExpiry', check.message);
      else if (check.check === 'dl-age-at-issue' && values.dlIssueDate)
        add('dlIssueDate', check.message);
      else add('dlNumber', check.message);
    }
  }
  const today = (context.today ?? new Date()).toISOString().slice(0, 10);
  if (values.dlIssueDate && values.dlIssueDate > today)
    add('dlIssueDate', i18n.t('drivers.form.issueDateFuture'));
  if (values.aadharNumber.trim()) {
    const failed = checkAadhaar(values.aadharNumber).checks.find((check) => !check.ok);
    if (failed) add('aadharNumber', failed.message);
  }
  if (values.pan.trim()) {
    const failed = checkPan(values.pan).checks.find((check) => !check.ok);
    if (failed) add('pan', failed.message);
  }
  if (values.timings.type === 'slots') {
    values.timings.slots.forEach((slot, index) => {
      if (slot.from && slot.from === slot.to)
        add(`timings.slots.${index}.to`, i18n.t('drivers.form.slotEmpty'));
    });
  }

  // The shared schema's own rules (lengths, formats, 18+, phone numbers) for the rest.
  const parsed = DriverCreateSchema.safeParse(toDriverPayload(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (path === 'timings.slots' && values.timings.type === 'slots')
        add('timings.slots', i18n.t('drivers.form.required.slots'));
      else if (path === 'emergencyContact') add('emergencyContact.name', issue.message);
      else if (path === 'currentAddress' && values.sameAsAadhar)
        add('addressAadhar', issue.message);
      else add(path, issue.message);
    }
  }
  return errors;
}

/** validateDriverForm as a react-hook-form resolver; `trigger(fields)` then checks one step. */
export function driverFormResolver(context: ValidationContext): Resolver<DriverFormValues> {
  return (values, _context, options) => {
    const found = validateDriverForm(values, context);
    if (Object.keys(found).length === 0) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const [path, message] of Object.entries(found)) flat[path] = { type: 'validate', message };
    return { values: {}, errors: translateFieldErrors(toNestErrors(flat, options)) };
  };
}
