import { REQUIRED_DRIVER_DOCUMENTS, type Driver } from '@raahi/domain/drivers';
import type { ApprovalStatus } from '@raahi/domain/statuses';
import { readStored, removeStored, writeStored } from '../../../../lib/stored-draft';
import {
  emptyDriverForm,
  formValuesOf,
  LAST_STEP,
  WIZARD_STEPS,
  type DriverFormValues,
} from './driver-form';

/** Spec §3 "Driver onboarding draft" and §4: the active step and the form data, in local storage. */
export const DRIVER_DRAFT_KEY = 'driverOnboardingDraft';

export interface DriverDraft {
  /** Whoever started it; another person signing in on this browser does not get it. */
  ownerId: string;
  activeStep: number;
  /** The Staged driver saved on the server when step 1 was left; null until then. */
  driverId: string | null;
  /** The server record's approval status when the draft was last saved or loaded. */
  approvalStatus: ApprovalStatus | null;
  /** 'XXXX XXXX 1234' once the server has the number; the full number is never stored here. */
  aadharMasked: string | null;
  values: DriverFormValues;
}

export function newDriverDraft(ownerId: string): DriverDraft {
  return {
    ownerId,
    activeStep: 0,
    driverId: null,
    approvalStatus: null,
    aadharMasked: null,
    values: emptyDriverForm(),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Stored values over the defaults, so a draft from an older build still fills every field. */
function restoreValues(stored: unknown): DriverFormValues {
  const base = emptyDriverForm();
  if (!isObject(stored)) return base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, fallback] of Object.entries(base)) {
    const value = stored[key];
    if (Array.isArray(fallback)) out[key] = strings(value);
    else if (typeof fallback === 'string') out[key] = typeof value === 'string' ? value : fallback;
    else if (typeof fallback === 'number')
      out[key] = typeof value === 'number' && Number.isFinite(value) ? value : fallback;
    else if (typeof fallback === 'boolean') out[key] = value === true;
  }
  const contact = isObject(stored.emergencyContact) ? stored.emergencyContact : {};
  out.emergencyContact = {
    name: typeof contact.name === 'string' ? contact.name : '',
    phone: typeof contact.phone === 'string' ? contact.phone : '',
  };
  const timings = isObject(stored.timings) ? stored.timings : {};
  out.timings = {
    type: timings.type === 'slots' ? 'slots' : '24hrs',
    slots: Array.isArray(timings.slots)
      ? timings.slots.filter(isObject).map((slot) => ({
          from: typeof slot.from === 'string' ? slot.from : '',
          to: typeof slot.to === 'string' ? slot.to : '',
        }))
      : [],
  };
  // Never restored, even if an older build had stored it.
  out.aadharNumber = '';
  return out as unknown as DriverFormValues;
}

/** The draft in storage for this person, or null when there is none (or it is unreadable). */
export function readDriverDraft(storage: Storage | null, ownerId: string): DriverDraft | null {
  const parsed = readStored(storage, DRIVER_DRAFT_KEY);
  if (!isObject(parsed) || parsed.ownerId !== ownerId) return null;
  const step = Number(parsed.activeStep);
  return {
    ownerId,
    activeStep: Number.isInteger(step) ? Math.min(Math.max(step, 0), LAST_STEP) : 0,
    driverId: typeof parsed.driverId === 'string' ? parsed.driverId : null,
    approvalStatus:
      typeof parsed.approvalStatus === 'string' ? (parsed.approvalStatus as ApprovalStatus) : null,
    aadharMasked: typeof parsed.aadharMasked === 'string' ? parsed.aadharMasked : null,
    values: restoreValues(parsed.values),
  };
}

/** Saves the draft without the Aadhaar number as typed (only its masked form, once saved). */
export function writeDriverDraft(storage: Storage | null, draft: DriverDraft): void {
  const stored: DriverDraft = { ...draft, values: { ...draft.values, aadharNumber: '' } };
  writeStored(storage, DRIVER_DRAFT_KEY, stored);
}

export function clearDriverDraft(storage: Storage | null): void {
  removeStored(storage, DRIVER_DRAFT_KEY);
}

/** The first step with something missing, for resuming a driver saved on the server. */
export function firstIncompleteStep(driver: Driver): number {
  const contactDone =
    driver.addressAadhar && driver.currentAddress && driver.emergencyContact !== null;
  const uploaded = new Set(driver.images.map((image) => image.slot));
  const documentsDone = REQUIRED_DRIVER_DOCUMENTS.every((slot) => uploaded.has(slot));
  const preferencesDone = driver.languagesKnown.length > 0 && driver.serviceTypes.length > 0;
  if (!contactDone) return WIZARD_STEPS.indexOf('contact');
  if (!documentsDone) return WIZARD_STEPS.indexOf('documents');
  if (!preferencesDone) return WIZARD_STEPS.indexOf('preferences');
  return WIZARD_STEPS.indexOf('review');
}

/** A draft that continues a driver already on the server (resume or edit). */
export function draftFromDriver(ownerId: string, driver: Driver): DriverDraft {
  return {
    ownerId,
    // Onboarding picks up where it stopped; editing a reviewed driver starts at the beginning.
    activeStep: driver.approvalStatus === 'Staged' ? firstIncompleteStep(driver) : 0,
    driverId: driver.id,
    approvalStatus: driver.approvalStatus,
    aadharMasked: driver.aadharNumber,
    values: formValuesOf(driver),
  };
}

/** Whether a draft holds typed data the server does not have yet (a new driver's step 1). */
export function hasUnsavedNewDriver(draft: DriverDraft | null): boolean {
  if (!draft || draft.driverId) return false;
  const empty = emptyDriverForm();
  return JSON.stringify({ ...draft.values, aadharNumber: '' }) !== JSON.stringify(empty);
}
