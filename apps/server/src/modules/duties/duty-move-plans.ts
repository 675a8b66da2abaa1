import type { DutyOverride } from '@raahi/domain/duties';
import type { DutyMove } from '@raahi/domain/duty-constants';
import type { Settings } from '@raahi/domain/settings';
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { hashOneTimeCode } from '../otp/otp.service.js';
import type { DutiesRepository } from './duties.repository.js';
import type { DutyParties } from './duty-crew.repository.js';
import type { DutyEligibilityService } from './duty-eligibility.service.js';
import { eligibleCrew } from './duty-eligibility.js';
import {
  completionRefusal,
  overriding,
  startRefusal,
  type Overridden,
} from './duty-plausibility.js';
import type { DutyRow, NewDuty } from './duty-selections.repository.js';

/** What a move changes beyond the status, and what it leaves for the history and the text. */
export interface MovePlan {
  changes: Partial<NewDuty>;
  reason?: string;
  startCode?: string;
  overridden?: Overridden;
  /** The vendor whose vehicle did not report, when the operator says so with the move. */
  failedVendorId?: string;
}

/**
 * The vendor charged when the operator says its vehicle did not report: the one the duty had,
 * which must be there, and (moving the duty) not the one it goes to.
 */
function failingVendor(row: DutyRow, body: Record<string, unknown>, toVendorId?: string) {
  if (body.vehicleNotReported !== true) return undefined;
  if (!row.vendorId)
    throw new AppError(
      'NO_VENDOR_TO_CHARGE',
      'The duty has no vendor: there is no vehicle that failed to report',
    );
  if (toVendorId === row.vendorId)
    throw new AppError(
      'NO_VENDOR_TO_CHARGE',
      'The duty stays with the same vendor: give it to another vendor to record its vehicle did not report',
    );
  return row.vendorId;
}

const codeSubject = (dutyId: string) => `duty-start:${dutyId}`;

/**
 * What each move changes, beyond the status, after its checks pass. Starting and completing
 * are checked against the settings; the operator's override sets a refusal aside (`overridden`).
 */
export function createDutyMovePlanner(deps: {
  duties: Pick<DutiesRepository, 'lockCrew'>;
  eligibility: Pick<DutyEligibilityService, 'requireEligibleVendor'>;
  /** Keys the HMAC of start codes. */
  secret: string;
}) {
  return async function planDutyMove(
    tx: Executor,
    row: DutyRow,
    move: DutyMove,
    body: Record<string, unknown>,
    candidates: DutyParties | null,
    settings: Settings | null,
  ): Promise<MovePlan> {
    const override = body.override as DutyOverride | undefined;
    switch (move) {
      case 'assign-vendor': {
        const vendor = await deps.eligibility.requireEligibleVendor(
          body.vendorId as string,
          null,
          tx,
        );
        return {
          changes: { vendorId: vendor.id, driverId: null, vehicleId: null, startOtpHash: null },
          failedVendorId: failingVendor(row, body, body.vendorId as string),
        };
      }
      case 'assign': {
        if (!row.vendorId)
          throw new AppError('VENDOR_REQUIRED', 'Give the duty a vendor before assigning it');
        const { driver, vehicle } = eligibleCrew(row.vendorId, row, candidates!);
        await deps.duties.lockCrew([driver.id, vehicle.id], tx);
        return { changes: { driverId: driver.id, vehicleId: vehicle.id, startOtpHash: null } };
      }
      case 'accept': {
        if (!row.startOtpRequired) return { changes: {} };
        const code = String(randomInt(0, 10_000)).padStart(4, '0');
        return {
          changes: {
            startOtpHash: hashOneTimeCode(deps.secret, codeSubject(row.id), code).toString('hex'),
          },
          startCode: code,
        };
      }
      case 'start': {
        const now = new Date();
        const early = startRefusal(row.scheduledStart, now, settings!);
        const overridden = early ? overriding(early, override) : undefined;
        if (row.startOtpRequired) {
          const otp = body.otp as string | undefined;
          if (!otp)
            throw new AppError(
              'START_OTP_REQUIRED',
              'Ask the passenger for the 4-digit code sent to their phone',
            );
          const expected = row.startOtpHash ? Buffer.from(row.startOtpHash, 'hex') : null;
          const given = hashOneTimeCode(deps.secret, codeSubject(row.id), otp);
          if (!expected || !timingSafeEqual(expected, given))
            throw new AppError('START_OTP_INVALID', 'The start code is not right');
        }
        return {
          changes: { odometerStart: body.odometer as number, startedAt: now },
          overridden,
        };
      }
      case 'complete': {
        const odometer = body.odometer as number;
        if (row.odometerStart !== null && odometer < row.odometerStart)
          throw new AppError(
            'ODOMETER_INVALID',
            `The closing reading must be at least the starting one (${row.odometerStart})`,
            { odometerStart: row.odometerStart },
          );
        const now = new Date();
        // Duties started before these checks may lack a start time or reading: nothing to check.
        const implausible =
          row.startedAt && row.odometerStart !== null
            ? completionRefusal(
                {
                  startedAt: row.startedAt,
                  odometerStart: row.odometerStart,
                  odometerEnd: odometer,
                },
                now,
                settings!,
              )
            : null;
        return {
          changes: { odometerEnd: odometer, completedAt: now },
          overridden: implausible ? overriding(implausible, override) : undefined,
        };
      }
      case 'cancel': {
        const reason = body.reason as string;
        return {
          changes: { cancelReason: reason },
          reason,
          failedVendorId: failingVendor(row, body),
        };
      }
      case 'no-show': {
        const reason = (body.reason as string | undefined) || undefined;
        return { changes: { cancelReason: reason ?? null }, reason };
      }
    }
  };
}

export type DutyMovePlanner = ReturnType<typeof createDutyMovePlanner>;
