import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.js';
import { enforceAccess, MissingAccessRuleError } from '../../src/plugins/access.js';
import { registerErrorHandler } from '../../src/plugins/error-handler.js';

function apiWith(register: (api: FastifyInstance) => void) {
  const app = Fastify();
  registerErrorHandler(app);
  void app.register(async (api) => {
    enforceAccess(api, async (request) => {
      if (request.headers.authorization !== 'Bearer vendor')
        throw new AppError('UNAUTHORIZED', 'Sign in');
      return { role: 'vendor' };
    });
    register(api);
  });
  return app;
}

describe('route access declarations', () => {
  it('refuse to start an app with a route that declares no access rule', async () => {
    const app = apiWith((api) => api.get('/forgotten', async () => ({ ok: true })));
    await expect(app.ready()).rejects.toBeInstanceOf(MissingAccessRuleError);
  });

  it('admit public routes without credentials', async () => {
    const app = apiWith((api) =>
      api.get('/open', { config: { access: 'public' } }, async () => ({ ok: 1 })),
    );
    expect((await app.inject('/open')).statusCode).toBe(200);
  });

  it('admit only the declared roles', async () => {
    const app = apiWith((api) => {
      api.get('/vendors-only', { config: { access: ['vendor'] } }, async () => ({ ok: 1 }));
      api.get('/admins-only', { config: { access: ['admin'] } }, async () => ({ ok: 1 }));
    });
    const anonymous = await app.inject('/vendors-only');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Sign in' } });
    const asVendor = { authorization: 'Bearer vendor' };
    expect((await app.inject({ url: '/vendors-only', headers: asVendor })).statusCode).toBe(200);
    const forbidden = await app.inject({ url: '/admins-only', headers: asVendor });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
  });
});
