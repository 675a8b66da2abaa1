import type { DutyErrorCode } from '@raahi/domain/duties';
import type { DutySlipErrorCode } from '@raahi/domain/duty-slips';

export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  // Specific answers of duty moves, which screens react to (DUTY_ERROR_CODES in packages/domain).
  INVALID_TRANSITION: 409,
  DRIVER_BUSY: 409,
  VEHICLE_BUSY: 409,
  VENDOR_REQUIRED: 409,
  DRIVER_NOT_ELIGIBLE: 422,
  VEHICLE_NOT_ELIGIBLE: 422,
  VENDOR_NOT_ELIGIBLE: 422,
  START_OTP_REQUIRED: 400,
  START_OTP_INVALID: 422,
  ODOMETER_INVALID: 422,
  START_TOO_EARLY: 409,
  COMPLETION_IMPLAUSIBLE: 422,
  NO_VENDOR_TO_CHARGE: 409,
  // The duty slip's (DUTY_SLIP_ERROR_CODES).
  SLIP_IMPOSSIBLE: 422,
  SLIP_BILLED: 409,
  SLIP_REASON_REQUIRED: 400,
  // Billing's: an invoice refused because some of its duties cannot be priced (details list them).
  DUTIES_UNPRICED: 422,
  // Tariffs': a version's key and date taken; a version in force cannot be removed.
  TARIFF_EXISTS: 409,
  TARIFF_IN_FORCE: 409,
  // Settlements': a month already paid cannot change.
  SETTLEMENT_PAID: 409,
} as const satisfies Record<string, number> &
  Record<DutyErrorCode, number> &
  Record<DutySlipErrorCode, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
