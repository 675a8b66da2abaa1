import type {
  Driver,
  DriverCreate,
  DriverUpdate,
  GENDERS,
  TIMING_TYPES,
} from '@raahi/domain/drivers';
import type { Language, ServiceType, VehicleFacility, WorkSchedule } from '@raahi/domain/lists';

/** What the wizard's form holds: text as typed, '' for nothing yet. */
export interface DriverFormValues {
  name: string;
  dlNumber: string;
  dlIssueDate: string;
  dlExpiry: string;
  dob: string;
  gender: (typeof GENDERS)[number] | '';
  /** The full number while it is typed; never stored in the browser (see wizard-draft.ts). */
  aadharNumber: string;
  pan: string;
  experienceYears: number;
  phonePrimary: string;
  phoneSecondary: string;
  emergencyContact: { name: string; phone: string };
  addressAadhar: string;
  currentAddress: string;
  sameAsAadhar: boolean;
  about: string;
  associatedCompanies: string[];
  associatedVendors: string[];
  preferredWorkSchedules: WorkSchedule[];
  languagesKnown: Language[];
  serviceTypes: ServiceType[];
  vehicleFacilities: VehicleFacility[];
  timings: { type: (typeof TIMING_TYPES)[number]; slots: { from: string; to: string }[] };
}

export const WIZARD_STEPS = ['identity', 'contact', 'documents', 'preferences', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const LAST_STEP = WIZARD_STEPS.length - 1;

/** The form fields each step asks for (the documents and review steps have none of their own). */
export const STEP_FIELDS = {
  identity: [
    'name',
    'dlNumber',
    'dlIssueDate',
    'dlExpiry',
    'dob',
    'gender',
    'aadharNumber',
    'pan',
    'experienceYears',
    'phonePrimary',
    'associatedVendors',
  ],
  contact: [
    'phoneSecondary',
    'emergencyContact.name',
    'emergencyContact.phone',
    'addressAadhar',
    'currentAddress',
    'about',
  ],
  documents: [],
  preferences: [
    'languagesKnown',
    'preferredWorkSchedules',
    'timings',
    'timings.type',
    'timings.slots',
    'serviceTypes',
    'vehicleFacilities',
    'associatedCompanies',
  ],
  review: [],
} as const satisfies Record<WizardStep, readonly string[]>;

export type StepField = (typeof STEP_FIELDS)[WizardStep][number];

/** The step that asks for a field the server named, e.g. 'currentAddress' or 'images.dlFront'. */
export function stepOfField(path: string): number {
  if (path.startsWith('images.')) return WIZARD_STEPS.indexOf('documents');
  const root = path.replace(/^body\./, '');
  const index = WIZARD_STEPS.findIndex((step) =>
    (STEP_FIELDS[step] as readonly string[]).some(
      (field) => field === root || root.startsWith(`${field}.`) || field.startsWith(`${root}.`),
    ),
  );
  return index === -1 ? 0 : index;
}

export function emptyDriverForm(): DriverFormValues {
  return {
    name: '',
    dlNumber: '',
    dlIssueDate: '',
    dlExpiry: '',
    dob: '',
    gender: '',
    aadharNumber: '',
    pan: '',
    experienceYears: 0,
    phonePrimary: '',
    phoneSecondary: '',
    emergencyContact: { name: '', phone: '' },
    addressAadhar: '',
    currentAddress: '',
    sameAsAadhar: false,
    about: '',
    associatedCompanies: [],
    associatedVendors: [],
    preferredWorkSchedules: [],
    languagesKnown: [],
    serviceTypes: [],
    vehicleFacilities: [],
    timings: { type: '24hrs', slots: [] },
  };
}

const text = (value: string) => value.trim();
const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The current address is the Aadhaar one while "same as Aadhaar address" is ticked. */
export function currentAddressOf(values: DriverFormValues): string {
  return values.sameAsAadhar ? values.addressAadhar : values.currentAddress;
}

function identityPayload(values: DriverFormValues) {
  return {
    name: text(values.name),
    dlNumber: text(values.dlNumber),
    dlIssueDate: optional(values.dlIssueDate),
    dlExpiry: text(values.dlExpiry),
    dob: text(values.dob),
    gender: values.gender || undefined,
    aadharNumber: optional(values.aadharNumber),
    pan: optional(values.pan),
    experienceYears: values.experienceYears,
    phonePrimary: text(values.phonePrimary),
  };
}

function contactPayload(values: DriverFormValues) {
  const { name, phone } = values.emergencyContact;
  return {
    phoneSecondary: optional(values.phoneSecondary),
    emergencyContact:
      name.trim() || phone.trim() ? { name: name.trim(), phone: phone.trim() } : undefined,
    addressAadhar: optional(values.addressAadhar),
    currentAddress: optional(currentAddressOf(values)),
    about: optional(values.about),
  };
}

function preferencesPayload(values: DriverFormValues) {
  return {
    languagesKnown: values.languagesKnown,
    preferredWorkSchedules: values.preferredWorkSchedules,
    serviceTypes: values.serviceTypes,
    vehicleFacilities: values.vehicleFacilities,
    associatedCompanies: values.associatedCompanies,
    timings:
      values.timings.type === '24hrs'
        ? { type: '24hrs' as const, slots: [] }
        : { type: 'slots' as const, slots: values.timings.slots },
  };
}

/** Drops what is not there, so optional fields are left out rather than sent empty. */
function compact<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}

/** Everything the form holds, as the create body (DriverCreateSchema) would take it. */
export function toDriverPayload(values: DriverFormValues): Partial<DriverCreate> {
  return compact({
    ...identityPayload(values),
    ...contactPayload(values),
    ...preferencesPayload(values),
    associatedVendors: values.associatedVendors,
  });
}

/**
 * The fields the server fills with a default when a change leaves them out: its update schema
 * is the create schema made partial, and zod still applies `.default()` there, so a PATCH of
 * only the contact fields would reset the languages, services, timings, experience and (for an
 * operator) the vendor. Every save therefore carries them as the form has them.
 */
function defaultedFields(values: DriverFormValues) {
  const { languagesKnown, preferredWorkSchedules, serviceTypes, vehicleFacilities, timings } =
    preferencesPayload(values);
  return {
    experienceYears: values.experienceYears,
    associatedCompanies: values.associatedCompanies,
    associatedVendors: values.associatedVendors,
    languagesKnown,
    preferredWorkSchedules,
    serviceTypes,
    vehicleFacilities,
    timings,
  };
}

/** What leaving a step saves (PATCH): that step's fields, and the ones the server would reset. */
export function stepChanges(step: WizardStep, values: DriverFormValues): DriverUpdate {
  const kept = defaultedFields(values);
  switch (step) {
    case 'identity':
      return compact({ ...kept, ...identityPayload(values) });
    case 'contact':
      return compact({ ...kept, ...contactPayload(values) });
    case 'preferences':
      return compact({ ...kept, ...preferencesPayload(values) });
    case 'documents':
    case 'review':
      return compact(kept);
  }
}

/** A server record back into form values (resuming or editing a driver). */
export function formValuesOf(driver: Driver): DriverFormValues {
  const same =
    Boolean(driver.addressAadhar) &&
    (driver.addressAadhar ?? '').trim() === (driver.currentAddress ?? '').trim();
  return {
    name: driver.name,
    dlNumber: driver.dlNumber,
    dlIssueDate: driver.dlIssueDate ?? '',
    dlExpiry: driver.dlExpiry,
    dob: driver.dob,
    gender: driver.gender,
    aadharNumber: '',
    pan: driver.pan ?? '',
    experienceYears: driver.experienceYears,
    phonePrimary: driver.phonePrimary,
    phoneSecondary: driver.phoneSecondary ?? '',
    emergencyContact: driver.emergencyContact ?? { name: '', phone: '' },
    addressAadhar: driver.addressAadhar ?? '',
    currentAddress: same ? '' : (driver.currentAddress ?? ''),
    sameAsAadhar: same,
    about: driver.about ?? '',
    associatedCompanies: driver.associatedCompanies.map((company) => company.id),
    associatedVendors: driver.associatedVendors.map((vendor) => vendor.id),
    preferredWorkSchedules: driver.preferredWorkSchedules as WorkSchedule[],
    languagesKnown: driver.languagesKnown as Language[],
    serviceTypes: driver.serviceTypes as ServiceType[],
    vehicleFacilities: driver.vehicleFacilities as VehicleFacility[],
    timings: { type: driver.timings.type, slots: driver.timings.slots },
  };
}
