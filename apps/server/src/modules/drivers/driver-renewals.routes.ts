import { DriverDocumentSchema, DriverSchema } from '@raahi/domain/drivers';
import { rolesAllowed } from '@raahi/domain/permissions';
import { DriverPaperSlotSchema, DriverRenewalCreateSchema } from '@raahi/domain/renewals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRenewalRoutes } from '../renewals/renewal-routes.js';
import type { DriverRenewalsService } from './driver-renewals.service.js';

/** Renewing an approved driver's papers, and the operator's review of each renewal. */
export const driverRenewalsRoutes =
  (renewals: DriverRenewalsService): FastifyPluginAsyncZod =>
  async (app) => {
    registerRenewalRoutes(app, {
      base: '/accounts/drivers',
      idParam: 'driverId',
      slots: DriverPaperSlotSchema,
      body: DriverRenewalCreateSchema,
      answer: DriverSchema,
      documentAnswer: DriverDocumentSchema,
      tags: ['drivers'],
      access: {
        read: [...rolesAllowed('drivers:read'), 'driver'],
        write: rolesAllowed('drivers:write'),
        review: rolesAllowed('drivers:review'),
      },
      summaries: {
        put: 'Upload a new licence side or certificate of an approved driver before renewing it (image or PDF, field "file")',
        get: 'Download a renewal’s new document (thumbnail=true for an image preview)',
        submit:
          'Renew a paper of an approved driver (the licence with its new validity; its documents uploaded first): it waits for the operator’s review, and the old paper counts until then',
        approve: 'Approve a renewal: its validity and documents become the driver’s',
        reject: 'Refuse a renewal with a reason; the driver keeps its papers',
      },
      actions: renewals,
    });
  };
