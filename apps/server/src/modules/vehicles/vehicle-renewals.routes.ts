import { rolesAllowed } from '@raahi/domain/permissions';
import { VehiclePaperSlotSchema, VehicleRenewalCreateSchema } from '@raahi/domain/renewals';
import { VehicleDocumentSchema, VehicleSchema } from '@raahi/domain/vehicles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRenewalRoutes } from '../renewals/renewal-routes.js';
import type { VehicleRenewalsService } from './vehicle-renewals.service.js';

/** Renewing an approved vehicle's papers, and the operator's review of each renewal. */
export const vehicleRenewalsRoutes =
  (renewals: VehicleRenewalsService): FastifyPluginAsyncZod =>
  async (app) => {
    registerRenewalRoutes(app, {
      base: '/records/vehicles',
      idParam: 'vehicleId',
      slots: VehiclePaperSlotSchema,
      body: VehicleRenewalCreateSchema,
      answer: VehicleSchema,
      documentAnswer: VehicleDocumentSchema,
      tags: ['vehicles'],
      access: {
        read: rolesAllowed('vehicles:read'),
        write: rolesAllowed('vehicles:write'),
        review: rolesAllowed('vehicles:review'),
      },
      summaries: {
        put: 'Upload the new certificate of an approved vehicle’s paper before renewing it (image or PDF, field "file")',
        get: 'Download a renewal’s new certificate (thumbnail=true for an image preview)',
        submit:
          'Renew a paper of an approved vehicle (new date, number; its certificate uploaded first): it waits for the operator’s review, and the old paper counts until then',
        approve: 'Approve a renewal: its date, number and certificate become the vehicle’s',
        reject: 'Refuse a renewal with a reason; the vehicle keeps its paper',
      },
      actions: renewals,
    });
  };
