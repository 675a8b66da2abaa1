import { CompanySiteInputSchema } from '@raahi/domain/company-sites';
import { rolesAllowed } from '@raahi/domain/permissions';
import {
  CompanyBillingSchema,
  CompanyDetailSchema,
  CompanyNameSchema,
  CompanySchema,
} from '@raahi/domain/vendors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOfRequest } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { CompaniesService } from './companies.service.js';

const Params = z.object({ companyId: z.uuid() });

export const companiesRoutes =
  (companies: CompaniesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['companies'];
    const manage = { access: rolesAllowed('companies:manage') };

    app.get(
      '/companies',
      {
        // Public: the vendor onboarding wizard offers these names.
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Client companies (active ones unless includeArchived=true)',
          querystring: z.object({ includeArchived: z.enum(['true', 'false']).default('false') }),
          response: { 200: z.array(CompanySchema) },
        },
      },
      async ({ query }) => companies.list(query.includeArchived === 'true'),
    );

    app.post(
      '/companies',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Add a client company',
          body: CompanyNameSchema,
          response: { 201: CompanySchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await companies.create(actorOfRequest(request), request.body.name)),
    );

    app.get(
      '/companies/billing',
      {
        config: manage,
        schema: {
          tags,
          summary:
            'Every client company, archived ones too, with its billing details and how it is invoiced',
          response: { 200: z.array(CompanyDetailSchema), ...errorResponses(401, 403) },
        },
      },
      async () => companies.listDetails(),
    );

    app.get(
      '/companies/:companyId',
      {
        config: manage,
        schema: {
          tags,
          summary:
            'A client company with what its invoices need: GSTIN, state, billing address, monthly or per-duty invoicing',
          params: Params,
          response: { 200: CompanyDetailSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => companies.detail(request.params.companyId),
    );

    app.put(
      '/companies/:companyId/billing',
      {
        config: manage,
        schema: {
          tags,
          summary:
            "Set a client company's GSTIN (its registered state is the place of supply), state when unregistered, billing address, whether it is a body corporate (reverse charge), and how it is invoiced (invoicing: monthly, one consolidated invoice a month, or per-duty, one invoice a duty; left out, unchanged)",
          params: Params,
          body: CompanyBillingSchema,
          response: { 200: CompanyDetailSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        companies.updateBilling(actorOfRequest(request), request.params.companyId, request.body),
    );

    app.put(
      '/companies/:companyId/site',
      {
        config: manage,
        schema: {
          tags,
          summary:
            "Place a client company's site (its office, in India), from which a geofence can be made; both coordinates null clear it",
          params: Params,
          body: CompanySiteInputSchema,
          response: { 200: CompanyDetailSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        companies.updateSite(actorOfRequest(request), request.params.companyId, request.body),
    );

    app.patch(
      '/companies/:companyId',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Rename a client company, or archive or restore it',
          params: Params,
          body: CompanyNameSchema.partial().extend({ archived: z.boolean().optional() }),
          response: { 200: CompanySchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        companies.update(actorOfRequest(request), request.params.companyId, request.body),
    );
  };
