import { translatedResolver } from '../../../lib/validation/translated-resolver';
import {
  DutyCreateSchema,
  EligibilityQuerySchema,
  RosterCreateSchema,
  type Duty,
  type DutyCreate,
  type EligibilityQuery,
  type Roster,
  type RosterCreate,
} from '@raahi/domain/duties';
import type { Weekday } from '@raahi/domain/duty-constants';
import type { ServiceType, VehicleCategory } from '@raahi/domain/lists';
import type { Resolver } from 'react-hook-form';
import { isoToLocalInput, localInputToIso } from './ist';

/** What a duty and a roster share: who travels, from where to where, in what. */
export interface TripFormValues {
  companyId: string;
  pickup: { address: string };
  drop: { address: string };
  passengers: { name: string; phone: string }[];
  /** Text, as the input holds it. */
  passengerCount: string;
  vehicleCategory: VehicleCategory | '';
  notes: string;
  startOtpRequired: boolean;
  vendorId: string;
}

/** The booking form: start and end are date-time field values ('YYYY-MM-DDTHH:mm', IST). */
export interface DutyFormValues extends TripFormValues {
  serviceType: ServiceType | '';
  scheduledStart: string;
  scheduledEnd: string;
  /** The package booked, its hours as text; '' for none (a Local Package's only). */
  packageHours: string;
}

/** The packages a Local Package is booked as (the tariff prices each). */
export const BOOKED_PACKAGE_HOURS = [4, 8, 12] as const;

export interface RosterFormValues extends TripFormValues {
  name: string;
  weekdays: Weekday[];
  startTime: string;
  durationMinutes: string;
  startDate: string;
  endDate: string;
}

const EMPTY_TRIP: TripFormValues = {
  companyId: '',
  pickup: { address: '' },
  drop: { address: '' },
  passengers: [],
  passengerCount: '1',
  vehicleCategory: '',
  notes: '',
  startOtpRequired: false,
  vendorId: '',
};

const blank = (value: string) => (value.trim() === '' ? undefined : value);
const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value));

function tripInput(values: TripFormValues) {
  return {
    companyId: blank(values.companyId),
    pickup: { address: values.pickup.address },
    drop: { address: values.drop.address },
    passengers: values.passengers,
    passengerCount: numberOf(values.passengerCount),
    vehicleCategory: blank(values.vehicleCategory),
    notes: blank(values.notes),
    startOtpRequired: values.startOtpRequired,
    vendorId: blank(values.vendorId),
  };
}

/** The form as the API's booking body (not yet checked). */
export function dutyInput(values: DutyFormValues) {
  return {
    ...tripInput(values),
    serviceType: blank(values.serviceType),
    // Only a Local Package is booked as a package; the tariff ignores it for other services.
    packageHours:
      values.serviceType !== 'Local Package'
        ? undefined
        : values.packageHours
          ? Number(values.packageHours)
          : null,
    scheduledStart: values.scheduledStart ? localInputToIso(values.scheduledStart) : undefined,
    scheduledEnd: values.scheduledEnd ? localInputToIso(values.scheduledEnd) : undefined,
  };
}

/**
 * What a booking must already say before its vendor's free drivers and vehicles can be asked
 * for: the vendor, the category and valid times. Null until then.
 */
export function crewQueryOf(
  values: Pick<DutyFormValues, 'vendorId' | 'vehicleCategory' | 'scheduledStart' | 'scheduledEnd'>,
): EligibilityQuery | null {
  const { vendorId, vehicleCategory, scheduledStart, scheduledEnd } = dutyInput({
    ...emptyDutyForm(),
    ...values,
  });
  const query = EligibilityQuerySchema.safeParse({
    vendorId,
    vehicleCategory,
    scheduledStart,
    scheduledEnd,
  });
  return query.success ? query.data : null;
}

export function rosterInput(values: RosterFormValues) {
  return {
    ...tripInput(values),
    name: values.name,
    weekdays: values.weekdays,
    startTime: values.startTime,
    durationMinutes: numberOf(values.durationMinutes),
    startDate: values.startDate,
    endDate: values.endDate,
  };
}

const checkDuty = translatedResolver(DutyCreateSchema);
/** Checks the form with the domain's booking schema; a valid form submits the API body. */
export const dutyFormResolver: Resolver<DutyFormValues, unknown, DutyCreate> = (
  values,
  context,
  options,
) => checkDuty(dutyInput(values) as never, context, options as never);

const checkRoster = translatedResolver(RosterCreateSchema);
export const rosterFormResolver: Resolver<RosterFormValues, unknown, RosterCreate> = (
  values,
  context,
  options,
) => checkRoster(rosterInput(values) as never, context, options as never);

export function emptyDutyForm(defaults: Partial<DutyFormValues> = {}): DutyFormValues {
  return {
    ...EMPTY_TRIP,
    serviceType: '',
    scheduledStart: '',
    scheduledEnd: '',
    packageHours: '',
    ...defaults,
  };
}

function tripOf(source: Duty | Roster): TripFormValues {
  return {
    companyId: source.company.id,
    pickup: { address: source.pickup.address },
    drop: { address: source.drop.address },
    passengers: source.passengers.map(({ name, phone }) => ({ name, phone })),
    passengerCount: String(source.passengerCount),
    vehicleCategory: source.vehicleCategory,
    notes: source.notes ?? '',
    startOtpRequired: source.startOtpRequired,
    vendorId: source.vendor?.id ?? '',
  };
}

export function dutyFormOf(duty: Duty): DutyFormValues {
  return {
    ...tripOf(duty),
    serviceType: duty.serviceType,
    packageHours: duty.packageHours === null ? '' : String(duty.packageHours),
    scheduledStart: isoToLocalInput(duty.scheduledStart),
    scheduledEnd: isoToLocalInput(duty.scheduledEnd),
  };
}

export function emptyRosterForm(today: string): RosterFormValues {
  return {
    ...EMPTY_TRIP,
    name: '',
    weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    startTime: '09:00',
    durationMinutes: '60',
    startDate: today,
    endDate: today,
  };
}

export function rosterFormOf(roster: Roster): RosterFormValues {
  return {
    ...tripOf(roster),
    name: roster.name,
    weekdays: roster.weekdays,
    startTime: roster.startTime,
    durationMinutes: String(roster.durationMinutes),
    startDate: roster.startDate,
    endDate: roster.endDate,
  };
}
