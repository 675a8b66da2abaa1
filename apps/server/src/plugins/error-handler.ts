import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, type ErrorCode } from '../errors.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** A refused request, as the audit log records it (no body, no credentials). */
export interface Denial {
  userId: string | null;
  role: string | null;
  ip: string;
  method: string;
  route: string;
  reason: string;
}

export interface ErrorHandlerOptions {
  /** Called, and awaited, before a 403 is answered; a failure is logged, the 403 still sent. */
  onDenied?: (denial: Denial) => Promise<void>;
}

/** The one place that turns an error into `{ error: { code, message, details? } }`. */
export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}) {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      if (error.code === 'FORBIDDEN' && options.onDenied) {
        await options
          .onDenied({
            userId: request.auth?.userId ?? null,
            role: request.auth?.role ?? null,
            ip: request.ip,
            method: request.method,
            route: request.routeOptions.url ?? request.url.split('?')[0]!,
            reason: error.message,
          })
          .catch((failure: unknown) =>
            request.log.error({ err: failure }, 'could not audit a denied request'),
          );
      }
      // A refusal that passes with time says when: a limit's 429, or a 503 that names its wait.
      const retryAfter = (error.details as { retryAfter?: number } | undefined)?.retryAfter;
      if (
        (error.code === 'RATE_LIMITED' || retryAfter !== undefined) &&
        reply.getHeader('retry-after') === undefined
      ) {
        reply.header('retry-after', String(retryAfter ?? 60));
      }
      return reply.status(error.status).send(toBody(error.code, error.message, error.details));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: [error.validationContext, ...pathOf(issue.instancePath)].filter(Boolean).join('.'),
        message: issue.message,
      }));
      return reply
        .status(ERROR_STATUS.VALIDATION_FAILED)
        .send(toBody('VALIDATION_FAILED', 'Some fields are missing or invalid', details));
    }

    if (isDatabaseUnavailable(error)) {
      // Recovers by itself: the pool reconnects on the next request once PostgreSQL is back.
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(
          toBody('SERVICE_UNAVAILABLE', 'Raahi cannot reach its database. Try again in a moment.'),
        );
    }

    const status = isResponseSerializationError(error) ? 500 : (error.statusCode ?? 500);
    if (status >= 500 || !CODE_BY_STATUS[status]) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send(toBody('INTERNAL', `Something went wrong (request ${request.id})`));
    }
    if (status === 429 && reply.getHeader('retry-after') === undefined) {
      reply.header('retry-after', '60');
    }
    return reply.status(status).send(toBody(CODE_BY_STATUS[status], error.message));
  });
}

export function toBody(code: ErrorCode, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

function pathOf(instancePath: string) {
  return instancePath.split('/').filter(Boolean);
}
