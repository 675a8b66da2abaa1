import type { DutyCreate, Place } from '@raahi/domain/duties';
import type { NewDuty } from './duty-selections.repository.js';

/** What a duty and a roster both say of the ride, as a new duty or roster or a change gives it. */
export type DutyDetailsInput = Partial<
  Pick<
    DutyCreate,
    | 'companyId'
    | 'pickup'
    | 'drop'
    | 'passengers'
    | 'passengerCount'
    | 'vehicleCategory'
    | 'notes'
    | 'startOtpRequired'
  >
>;

/** A duty's (or roster's) details as columns: places split into address and coordinates. */
export function detailsColumns(input: DutyDetailsInput) {
  const place = (prefix: 'pickup' | 'drop', value: Place | undefined) =>
    value
      ? {
          [`${prefix}Address`]: value.address,
          [`${prefix}Latitude`]: value.latitude ?? null,
          [`${prefix}Longitude`]: value.longitude ?? null,
        }
      : {};
  const { pickup, drop, notes, ...plain } = input;
  return {
    ...plain,
    ...(notes !== undefined ? { notes: notes || null } : {}),
    ...place('pickup', pickup),
    ...place('drop', drop),
  } as Partial<NewDuty>;
}

/** A place as its columns hold it: coordinates only when both are there. */
export function placeOf(address: string, latitude: number | null, longitude: number | null) {
  return latitude !== null && longitude !== null ? { address, latitude, longitude } : { address };
}
