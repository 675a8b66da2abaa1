import { checkVehicleNumber } from '@raahi/domain/kyc';
import { stateByRtoCode } from '@raahi/domain/states';
import { uniqueViolationField } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';

/** A certificate as the vehicle stores it: both parts, null when not given. */
export const certificate = (value?: { number?: string; validTill?: string }) => ({
  number: value?.number ?? null,
  validTill: value?.validTill ?? null,
});

/** The registration number, normalised, or 400 naming what is wrong with it. */
export function assertVehicleNumber(raw: string) {
  const result = checkVehicleNumber(raw, (code) => stateByRtoCode(code) !== undefined);
  const problems = result.checks
    .filter((c) => !c.ok)
    .map((c) => ({ path: 'body.vehicleNumber', message: c.message }));
  // Fleet vehicles carry passengers for hire: a BH (private) plate cannot.
  if (result.series === 'bh')
    problems.push({ path: 'body.vehicleNumber', message: result.warnings[0]! });
  if (problems.length > 0)
    throw new AppError('VALIDATION_FAILED', 'The registration number is not valid', problems);
  return result.normalized;
}

/** A unique violation as the 409 it means: a taken number, or a driver or vehicle already paired. */
export function vehicleConflict(error: unknown): never {
  const field = uniqueViolationField(error);
  if (!field) throw error;
  if (field === 'driverId' || field === 'vehicleId') {
    throw new AppError('CONFLICT', 'That driver or vehicle already has an assignment', {
      field: 'driverId',
    });
  }
  throw new AppError('CONFLICT', 'A vehicle with this registration number is already registered', {
    field,
  });
}
