import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, ERROR_STATUS } from '../../src/errors.js';
import { registerErrorHandler } from '../../src/plugins/error-handler.js';

function appWithRoutes() {
  const logged: unknown[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw new Error('connection to 10.0.0.5 refused: password for user raahi');
  });
  app.get('/conflict', async () => {
    throw new AppError('CONFLICT', 'This email is already used', { field: 'email' });
  });
  app.get('/later', async () => {
    throw new AppError('SERVICE_UNAVAILABLE', 'Not now', { retryAfter: 30 });
  });
  app.get('/never', async () => {
    throw new AppError('SERVICE_UNAVAILABLE', 'Not configured');
  });
  app.post(
    '/typed',
    { schema: { body: z.object({ phone: z.string().regex(/^\d{10}$/) }) } },
    async () => ({}),
  );
  return { app, logged };
}

describe('the error handler', () => {
  it('hides internals of unexpected errors and logs them with the request id', async () => {
    const { app, logged } = appWithRoutes();
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('10.0.0.5');
    expect(res.json().error.code).toBe('INTERNAL');
    const requestId = /^Something went wrong \(request (\S+)\)$/.exec(
      res.json().error.message,
    )?.[1];
    expect(requestId).toBeTruthy();
    const entry = logged.find((line) => JSON.stringify(line).includes('10.0.0.5'));
    expect(entry).toMatchObject({ reqId: requestId });
  });

  it('answers AppErrors with their status, code, message and details', async () => {
    const { app } = appWithRoutes();
    const res = await app.inject('/conflict');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'This email is already used',
        details: { field: 'email' },
      },
    });
  });

  it('says when to retry a 503 that names its wait, and only then', async () => {
    const { app } = appWithRoutes();
    const later = await app.inject('/later');
    expect(later.statusCode).toBe(503);
    expect(later.headers['retry-after']).toBe('30');
    const never = await app.inject('/never');
    expect(never.statusCode).toBe(503);
    expect(never.headers['retry-after']).toBeUndefined();
  });

  it('answers validation failures with 400 and field paths', async () => {
    const { app } = appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/typed', payload: { phone: '12' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.phone' }],
    });
  });

  it('maps every error code to a status', () => {
    expect(ERROR_STATUS).toMatchObject({
      NOT_FOUND: 404,
      RATE_LIMITED: 429,
      UNSUPPORTED_MEDIA_TYPE: 415,
    });
    expect(new AppError('FORBIDDEN', 'no').status).toBe(403);
  });
});
