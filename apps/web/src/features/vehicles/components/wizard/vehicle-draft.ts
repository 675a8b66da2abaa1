import type { ApprovalStatus } from '@raahi/domain/statuses';
import type { Vehicle } from '@raahi/domain/vehicles';
import { readStored, removeStored, writeStored } from '../../../../lib/stored-draft';
import {
  emptyVehicleForm,
  firstIncompleteStep,
  formValuesOf,
  LAST_STEP,
  type VehicleFormValues,
} from './vehicle-form';

/** The active step and the form data of the vehicle being added, in local storage. */
export const VEHICLE_DRAFT_KEY = 'vehicleOnboardingDraft';

export interface VehicleDraft {
  /** Whoever started it; another person signing in on this browser does not get it. */
  ownerId: string;
  activeStep: number;
  /** The Staged vehicle saved on the server when step 1 was left; null until then. */
  vehicleId: string | null;
  /** The server record's approval status when the draft was last saved or loaded. */
  approvalStatus: ApprovalStatus | null;
  values: VehicleFormValues;
}

export function newVehicleDraft(ownerId: string): VehicleDraft {
  return {
    ownerId,
    activeStep: 0,
    vehicleId: null,
    approvalStatus: null,
    values: emptyVehicleForm(),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stored values over the defaults, so a draft from an older build still fills every field. */
function restoreValues(stored: unknown): VehicleFormValues {
  const base = emptyVehicleForm();
  if (!isObject(stored)) return base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, fallback] of Object.entries(base)) {
    const value = stored[key];
    if (typeof fallback === 'boolean') out[key] = value === true;
    else out[key] = typeof value === 'string' ? value : fallback;
  }
  return out as unknown as VehicleFormValues;
}

/** The draft in storage for this person, or null when there is none (or it is unreadable). */
export function readVehicleDraft(storage: Storage | null, ownerId: string): VehicleDraft | null {
  const parsed = readStored(storage, VEHICLE_DRAFT_KEY);
  if (!isObject(parsed) || parsed.ownerId !== ownerId) return null;
  const step = Number(parsed.activeStep);
  return {
    ownerId,
    activeStep: Number.isInteger(step) ? Math.min(Math.max(step, 0), LAST_STEP) : 0,
    vehicleId: typeof parsed.vehicleId === 'string' ? parsed.vehicleId : null,
    approvalStatus:
      typeof parsed.approvalStatus === 'string' ? (parsed.approvalStatus as ApprovalStatus) : null,
    values: restoreValues(parsed.values),
  };
}

export function writeVehicleDraft(storage: Storage | null, draft: VehicleDraft): void {
  writeStored(storage, VEHICLE_DRAFT_KEY, draft);
}

export function clearVehicleDraft(storage: Storage | null): void {
  removeStored(storage, VEHICLE_DRAFT_KEY);
}

/** A draft that continues a vehicle already on the server (resume or edit). */
export function draftFromVehicle(ownerId: string, vehicle: Vehicle): VehicleDraft {
  return {
    ownerId,
    // Onboarding picks up where it stopped; editing a reviewed vehicle starts at the beginning.
    activeStep: vehicle.approvalStatus === 'Staged' ? firstIncompleteStep(vehicle) : 0,
    vehicleId: vehicle.id,
    approvalStatus: vehicle.approvalStatus,
    values: formValuesOf(vehicle),
  };
}

/** Whether a draft holds typed data the server does not have yet (a new vehicle's step 1). */
export function hasUnsavedNewVehicle(draft: VehicleDraft | null): boolean {
  if (!draft || draft.vehicleId) return false;
  return JSON.stringify(draft.values) !== JSON.stringify(emptyVehicleForm());
}
