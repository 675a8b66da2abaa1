import { toNestErrors } from '@hookform/resolvers';
import { translateFieldErrors } from '../../../../lib/validation/translated-resolver';
import { checkVehicleNumber } from '@raahi/domain/kyc';
import type { FuelType, VehicleCategory } from '@raahi/domain/lists';
import { stateByRtoCode } from '@raahi/domain/states';
import {
  REQUIRED_VEHICLE_DOCUMENTS,
  VehicleCreateSchema,
  type Vehicle,
  type VehicleCreate,
} from '@raahi/domain/vehicles';
import type { FieldError, Resolver } from 'react-hook-form';
import { i18n } from '../../../../lib/i18n';

/** What the wizard's form holds: text as typed, '' for nothing yet. */
export interface VehicleFormValues {
  /** Operators name the owning vendor; a vendor's vehicles are always its own. */
  vendorId: string;
  category: VehicleCategory | '';
  brand: string;
  vehicleModelName: string;
  color: string;
  vehicleNumber: string;
  fuelType: FuelType | '';
  roadTaxValidTill: string;
  fitnessNumber: string;
  fitnessValidTill: string;
  permitNumber: string;
  permitValidTill: string;
  insuranceNumber: string;
  insuranceValidTill: string;
  emissionNumber: string;
  emissionValidTill: string;
  fireExtinguisher: boolean;
  firstAidKit: boolean;
}

export const WIZARD_STEPS = ['details', 'compliance', 'photos', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const LAST_STEP = WIZARD_STEPS.length - 1;

/** The form fields each step asks for (photos and review have none of their own). */
export const STEP_FIELDS = {
  details: [
    'vendorId',
    'category',
    'brand',
    'vehicleModelName',
    'color',
    'vehicleNumber',
    'fuelType',
  ],
  compliance: [
    'roadTaxValidTill',
    'fitnessNumber',
    'fitnessValidTill',
    'permitNumber',
    'permitValidTill',
    'insuranceNumber',
    'insuranceValidTill',
    'emissionNumber',
    'emissionValidTill',
    'fireExtinguisher',
    'firstAidKit',
  ],
  photos: [],
  review: [],
} as const satisfies Record<WizardStep, readonly (keyof VehicleFormValues)[]>;

/** The server's field paths ('fitnessCertificate.validTill') as the form's field names. */
const SERVER_FIELDS: Record<string, keyof VehicleFormValues> = {
  'fitnessCertificate.number': 'fitnessNumber',
  'fitnessCertificate.validTill': 'fitnessValidTill',
  'insurance.number': 'insuranceNumber',
  'insurance.validTill': 'insuranceValidTill',
  'emissionCertificate.number': 'emissionNumber',
  'emissionCertificate.validTill': 'emissionValidTill',
};

export function formFieldOf(path: string): string {
  const root = path.replace(/^body\./, '');
  return SERVER_FIELDS[root] ?? root;
}

/** The step that asks for a field the server named, e.g. 'insurance.validTill' or 'images.rcFront'. */
export function stepOfField(path: string): number {
  const field = formFieldOf(path);
  if (field.startsWith('images.')) {
    const slot = field.slice('images.'.length);
    return WIZARD_STEPS.indexOf(slot.endsWith('Document') ? 'compliance' : 'photos');
  }
  const index = WIZARD_STEPS.findIndex((step) =>
    (STEP_FIELDS[step] as readonly string[]).includes(field),
  );
  return index === -1 ? 0 : index;
}

export function emptyVehicleForm(): VehicleFormValues {
  return {
    vendorId: '',
    category: '',
    brand: '',
    vehicleModelName: '',
    color: '',
    vehicleNumber: '',
    fuelType: '',
    roadTaxValidTill: '',
    fitnessNumber: '',
    fitnessValidTill: '',
    permitNumber: '',
    permitValidTill: '',
    insuranceNumber: '',
    insuranceValidTill: '',
    emissionNumber: '',
    emissionValidTill: '',
    fireExtinguisher: false,
    firstAidKit: false,
  };
}

/** A vehicle from the server, as the form holds it. */
export function formValuesOf(vehicle: Vehicle): VehicleFormValues {
  return {
    vendorId: vehicle.vendor.id,
    category: vehicle.category,
    brand: vehicle.brand,
    vehicleModelName: vehicle.vehicleModelName,
    color: vehicle.color,
    vehicleNumber: vehicle.vehicleNumber,
    fuelType: vehicle.fuelType,
    roadTaxValidTill: vehicle.roadTaxValidTill ?? '',
    fitnessNumber: vehicle.fitnessCertificate.number ?? '',
    fitnessValidTill: vehicle.fitnessCertificate.validTill ?? '',
    permitNumber: vehicle.permitNumber ?? '',
    permitValidTill: vehicle.permitValidTill ?? '',
    insuranceNumber: vehicle.insurance.number ?? '',
    insuranceValidTill: vehicle.insurance.validTill ?? '',
    emissionNumber: vehicle.emissionCertificate.number ?? '',
    emissionValidTill: vehicle.emissionCertificate.validTill ?? '',
    fireExtinguisher: vehicle.fireExtinguisher,
    firstAidKit: vehicle.firstAidKit,
  };
}

const text = (value: string) => value.trim() || undefined;

function certificate(number: string, validTill: string) {
  const out = { number: text(number), validTill: text(validTill) };
  return out.number || out.validTill ? out : undefined;
}

/** What the server gets for the form, leaving out what was not filled in. */
export function toVehiclePayload(values: VehicleFormValues): Partial<VehicleCreate> {
  const payload: Partial<VehicleCreate> = {
    vendorId: text(values.vendorId),
    category: values.category || undefined,
    brand: values.brand.trim(),
    vehicleModelName: values.vehicleModelName.trim(),
    color: values.color.trim(),
    vehicleNumber: values.vehicleNumber.replace(/[\s-]/g, '').toUpperCase(),
    fuelType: values.fuelType || undefined,
    roadTaxValidTill: text(values.roadTaxValidTill),
    fitnessCertificate: certificate(values.fitnessNumber, values.fitnessValidTill),
    permitNumber: text(values.permitNumber),
    permitValidTill: text(values.permitValidTill),
    insurance: certificate(values.insuranceNumber, values.insuranceValidTill),
    emissionCertificate: certificate(values.emissionNumber, values.emissionValidTill),
    fireExtinguisher: values.fireExtinguisher,
    firstAidKit: values.firstAidKit,
  };
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
}

const PAPER_KEYS = [
  'roadTaxValidTill',
  'fitnessCertificate',
  'permitNumber',
  'permitValidTill',
  'insurance',
  'emissionCertificate',
] as const satisfies readonly (keyof VehicleCreate)[];

/**
 * The part of the payload one step saves. With the papers locked (an approved vehicle, whose
 * papers change only through a reviewed renewal), the compliance step saves the safety kit.
 */
export function stepChanges(
  step: 'details' | 'compliance',
  values: VehicleFormValues,
  { papersLocked = false }: { papersLocked?: boolean } = {},
): Partial<VehicleCreate> {
  const payload = toVehiclePayload(values);
  const keys: (keyof VehicleCreate)[] =
    step === 'details'
      ? ['vendorId', 'category', 'brand', 'vehicleModelName', 'color', 'vehicleNumber', 'fuelType']
      : [...(papersLocked ? [] : PAPER_KEYS), 'fireExtinguisher', 'firstAidKit'];
  return Object.fromEntries(keys.filter((key) => key in payload).map((key) => [key, payload[key]]));
}

/** The registration number checks the browser runs as it is typed; the server runs the same. */
export function vehicleNumberChecks(number: string) {
  return checkVehicleNumber(number, (code) => stateByRtoCode(code) !== undefined);
}

const REQUIRED = [
  'category',
  'brand',
  'vehicleModelName',
  'color',
  'vehicleNumber',
  'fuelType',
] as const;

/** Every problem in the form, by field name. */
export function validateVehicleForm(
  values: VehicleFormValues,
  context: { chooseVendor: boolean },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (path: string, message: string) => {
    errors[path] ??= message;
  };
  for (const field of REQUIRED) {
    if (!values[field].trim()) add(field, i18n.t(`vehicles.form.required.${field}`));
  }
  if (context.chooseVendor && !values.vendorId)
    add('vendorId', i18n.t('vehicles.form.required.vendorId'));
  if (values.vehicleNumber.trim()) {
    const failed = vehicleNumberChecks(values.vehicleNumber).checks.find((check) => !check.ok);
    if (failed) add('vehicleNumber', failed.message);
  }
  const parsed = VehicleCreateSchema.safeParse(toVehiclePayload(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(formFieldOf(issue.path.join('.')), issue.message);
  }
  return errors;
}

/** validateVehicleForm as a react-hook-form resolver; `trigger(fields)` then checks one step. */
export function vehicleFormResolver(context: {
  chooseVendor: boolean;
}): Resolver<VehicleFormValues> {
  return (values, _context, options) => {
    const found = validateVehicleForm(values, context);
    if (Object.keys(found).length === 0) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const [path, message] of Object.entries(found)) flat[path] = { type: 'validate', message };
    return { values: {}, errors: translateFieldErrors(toNestErrors(flat, options)) };
  };
}

/** The first step with something missing, for resuming a vehicle saved on the server. */
export function firstIncompleteStep(vehicle: Vehicle): number {
  const uploaded = new Set(vehicle.images.map((image) => image.slot));
  if (!REQUIRED_VEHICLE_DOCUMENTS.every((slot) => uploaded.has(slot)))
    return vehicle.compliance.items.every((item) => item.state === 'missing')
      ? WIZARD_STEPS.indexOf('compliance')
      : WIZARD_STEPS.indexOf('photos');
  return WIZARD_STEPS.indexOf('review');
}
