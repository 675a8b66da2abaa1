import {
  CompanyProfileAnswerSchema,
  CompanyProfileInputSchema,
  CompanyProfileSchema,
} from '@raahi/domain/company-profile';
import { rolesAllowed } from '@raahi/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { readUpload } from '../../storage/read-upload.js';
import { sendStoredFile } from '../../storage/send-file.js';
import { actorOfRequest } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { CompanyLogo } from './company-logo.service.js';
import type { CompanyProfileService } from './company-profile.service.js';

/** A logo is small; a larger file is a photo, not a logo. */
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const companyProfileRoutes =
  ({
    profile,
    logo,
  }: {
    profile: CompanyProfileService;
    logo: CompanyLogo;
  }): FastifyPluginAsyncZod =>
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
      async () => ({ profile: await profile.current(), hasLogo: await logo.hasLogo() }),
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

    app.get(
      '/company-profile/logo',
      {
        config: { access: rolesAllowed('company-profile:read') },
        schema: {
          tags,
          summary: 'The logo printed on invoices (PNG); 404 when there is none',
          response: { ...errorResponses(401, 403, 404) },
        },
      },
      async (_request, reply) => {
        const stored = await logo.openLogo();
        if (!stored) throw new AppError('NOT_FOUND', 'The company profile has no logo');
        return sendStoredFile(reply, stored, 'logo', 'private, no-cache');
      },
    );

    app.put(
      '/company-profile/logo',
      {
        config: { access: rolesAllowed('company-profile:manage') },
        schema: {
          tags,
          summary: `Set the logo printed on invoices: a PNG or JPEG of at most ${LOGO_MAX_BYTES / 1024 / 1024} MB in the "logo" field, fitted to 600 × 240 px. 409 before the profile is filled`,
          consumes: ['multipart/form-data'],
          response: {
            204: z.null(),
            ...errorResponses(400, 401, 403, 409, 413, 415),
          },
        },
      },
      async (request, reply) => {
        await logo.saveLogo(
          actorOfRequest(request),
          await readUpload(request, 'logo', LOGO_MAX_BYTES),
        );
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/company-profile/logo',
      {
        config: { access: rolesAllowed('company-profile:manage') },
        schema: {
          tags,
          summary: 'Remove the logo: invoices print none',
          response: { 204: z.null(), ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        await logo.removeLogo(actorOfRequest(request));
        return reply.status(204).send(null);
      },
    );
  };
