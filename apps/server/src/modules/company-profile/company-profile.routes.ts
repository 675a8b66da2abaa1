import {
  CompanyProfileAnswerSchema,
  CompanyProfileInputSchema,
  CompanyProfileSchema,
} from '@raahi/domain/company-profile';
import { rolesAllowed } from '@raahi/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOfRequest } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { CompanyProfileService } from './company-profile.service.js';

export const companyProfileRoutes =
  (profile: CompanyProfileService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['company-profile'];

    app.get(
      '/company-profile',
      {
        config: { access: rolesAllowed('company-profile:read') },
        schema: {
          tags,
          summary: "The operator's legal details printed on invoices (profile: null until filled)",
          response: { 200: CompanyProfileAnswerSchema, ...errorResponses(401, 403) },
        },
      },
      async () => ({ profile: await profile.current() }),
    );

    app.put(
      '/company-profile',
      {
        config: { access: rolesAllowed('company-profile:manage') },
        schema: {
          tags,
          summary:
            "Set the operator's legal details: the GSTIN must pass its checks, be registered in the state given and carry the PAN given. Issued invoices keep the details they were issued with",
          body: CompanyProfileInputSchema,
          response: { 200: CompanyProfileSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => profile.save(actorOfRequest(request), request.body),
    );
  };
