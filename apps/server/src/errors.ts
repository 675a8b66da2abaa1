import type { DutyErrorCode } from '@raahi/domain/duties';

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
  // Specific answers of duty moves, which screens react to (packages/domain duties.ts).
  'invalid-transition': 409,
  'driver-busy': 409,
  'vehicle-busy': 409,
  'vendor-required': 409,
  'driver-not-eligible': 422,
  'vehicle-not-eligible': 422,
  'vendor-not-eligible': 422,
  'start-otp-required': 400,
  'start-otp-invalid': 422,
  'odometer-invalid': 422,
  'start-too-early': 409,
  'completion-implausible': 422,
} as const satisfies Record<string, number> & Record<DutyErrorCode, number>;

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
