import type { DriverUpdate } from '@raahi/domain/drivers';
import { allPassed, checkAadhaar, checkDrivingLicence, checkPan } from '@raahi/domain/kyc';
import { stateByRtoCode } from '@raahi/domain/states';
import { AppError } from '../../errors.js';

/** The licence, Aadhaar and PAN rules a driver's identity must pass before it is stored. */
export function assertDriverKyc(
  input: Pick<
    DriverUpdate,
    'dlNumber' | 'dob' | 'dlIssueDate' | 'dlExpiry' | 'aadharNumber' | 'pan'
  >,
) {
  const problems: { path: string; message: string }[] = [];
  let dlNumber: string | undefined;
  if (input.dlNumber) {
    const dl = checkDrivingLicence(input.dlNumber, {
      dob: input.dob,
      issueDate: input.dlIssueDate,
      expiry: input.dlExpiry,
      knownStateCode: (code) => stateByRtoCode(code) !== undefined,
    });
    dlNumber = dl.normalized;
    for (const check of dl.checks) {
      if (!check.ok)
        problems.push({
          path: check.check === 'dl-expiry' ? 'body.dlExpiry' : 'body.dlNumber',
          message: check.message,
        });
    }
  }
  if (input.aadharNumber && !allPassed(checkAadhaar(input.aadharNumber).checks)) {
    problems.push({
      path: 'body.aadharNumber',
      message: checkAadhaar(input.aadharNumber).checks.find((c) => !c.ok)!.message,
    });
  }
  let pan: string | undefined;
  if (input.pan) {
    const checked = checkPan(input.pan);
    pan = checked.normalized;
    if (!allPassed(checked.checks))
      problems.push({ path: 'body.pan', message: checked.checks[0]!.message });
  }
  if (problems.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      'Some identity details did not pass the checks',
      problems,
    );
  return { dlNumber, pan };
}
