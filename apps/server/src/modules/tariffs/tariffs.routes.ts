import { TariffVersionSchema } from '@raahi/domain/billing';
import {
  DutyChargesSchema,
  StoredTariffSchema,
  TariffListQuerySchema,
} from '@raahi/domain/tariffs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { TariffsService } from './tariffs.service.js';

const Id = z.object({ id: z.uuid() });
const OPERATORS = ['admin', 'ADMIN_USER'] as const;
const READERS = [...OPERATORS, 'vendor', 'VENDOR_USER'] as const;

/** Tariff versions (sale and purchase) and a duty's amounts under them. */
export const tariffsRoutes =
  (tariffs: TariffsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['tariffs'];

    app.get(
      '/tariffs',
      {
        config: { access: [...READERS] },
        schema: {
          tags,
          summary:
            'Tariff versions by side, party (a company, a vendor, or `default`), service type and category, newest first; a vendor sees only purchase versions for itself and the defaults',
          querystring: TariffListQuerySchema,
          response: { 200: z.array(StoredTariffSchema), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => tariffs.list(callerOf(request), request.query),
    );

    app.post(
      '/tariffs',
      {
        config: { access: [...OPERATORS] },
        schema: {
          tags,
          summary:
            'Add a tariff version in force from its date (versions are never edited: new rates are a new version). 409 TARIFF_EXISTS when the same side, party, service, category and date is taken',
          body: TariffVersionSchema,
          response: { 201: StoredTariffSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await tariffs.create(callerOf(request), request.body, request.ip)),
    );

    app.get(
      '/tariffs/:id',
      {
        config: { access: [...READERS] },
        schema: {
          tags,
          summary: "A tariff version; 404 for a vendor asking for another's or a sale version",
          params: Id,
          response: { 200: StoredTariffSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => tariffs.get(callerOf(request), request.params.id),
    );

    app.delete(
      '/tariffs/:id',
      {
        config: { access: [...OPERATORS] },
        schema: {
          tags,
          summary:
            'Remove a version not yet in force; 409 TARIFF_IN_FORCE once its date has come (it may have priced duties)',
          params: Id,
          response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await tariffs.remove(callerOf(request), request.params.id, request.ip);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/duties/:id/charges',
      {
        config: { access: [...READERS] },
        schema: {
          tags,
          summary:
            "A duty's amounts with their lines: sale and purchase for the operator, purchase only for the duty's vendor (404 for another's); each null with the reason while it cannot be priced",
          params: Id,
          response: { 200: DutyChargesSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => tariffs.chargesOf(callerOf(request), request.params.id),
    );
  };
