/** One field problem as the server reports it, e.g. `{ path: 'body.email', message: '…' }`. */
export interface ErrorDetail {
  path: string;
  message: string;
}

/**
 * An answer other than 2xx, or no answer at all (status 0: timeout or network). The message is
 * the server's, written for people, so screens may show it as it is.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The server's `details`: field problems for 400, `{ field }` for 409, or absent. */
    readonly details?: unknown,
    /** Seconds to wait before trying again (429), from Retry-After. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }

  /** Field problems in `details`, with the request part ('body.', 'query.') removed. */
  fieldErrors(): { field: string; message: string }[] {
    const found: { field: string; message: string }[] = [];
    if (Array.isArray(this.details)) {
      for (const item of this.details as unknown[]) {
        const { path, message } = (item ?? {}) as Partial<ErrorDetail>;
        if (typeof path === 'string' && typeof message === 'string') {
          found.push({ field: path.replace(/^(body|query|params)\./, ''), message });
        }
      }
    } else if (this.status === 409) {
      const { field } = (this.details ?? {}) as { field?: unknown };
      if (typeof field === 'string') found.push({ field, message: this.message });
    }
    return found;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** 4xx: the request itself was refused, so sending it again will not help. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * 403 for an account that still has its temporary password: every API but the own profile and
 * the password change refuses it until the person chooses their own.
 */
export function isPasswordChangeRequired(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 403) return false;
  const { reason } = (error.details ?? {}) as { reason?: unknown };
  return reason === 'password-change-required';
}
