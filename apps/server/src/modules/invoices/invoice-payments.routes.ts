import { InvoiceAccountSchema, InvoicePaymentInputSchema } from '@raahi/domain/invoice-payments';
import { rolesAllowed } from '@raahi/domain/permissions';
import { ROLES } from '@raahi/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOfRequest, callerOf } from '../../core/request-caller.js';
import { notFound } from '../../errors.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { InvoicePaymentsService } from './invoice-payments.service.js';

const Params = z.object({ invoiceId: z.uuid() });

/** A client's payments against an invoice, between the operator and that client as invoices are. */
export const invoicePaymentsRoutes =
  (payments: InvoicePaymentsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['invoices'];
    const operatorRoles = rolesAllowed('invoices:manage');

    app.get(
      '/invoices/:invoiceId/payments',
      {
        // To anyone but the operator an invoice does not exist (404), as GET /invoices/:id.
        config: { access: [...ROLES] },
        schema: {
          tags,
          summary:
            "An invoice's account: its total, credit notes, each payment received with the TDS the client deducted, and what is still due (404 to a vendor)",
          params: Params,
          response: { 200: InvoiceAccountSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        if (!operatorRoles.includes(callerOf(request).role)) throw notFound('Invoice');
        return payments.account(request.params.invoiceId);
      },
    );

    app.post(
      '/invoices/:invoiceId/payments',
      {
        config: { access: operatorRoles },
        schema: {
          tags,
          summary:
            'Record a payment received from the client against an invoice: the amount, the TDS it deducted, the day and the reference (UTR, cheque). 409 when it is more than is still due; audited',
          params: Params,
          body: InvoicePaymentInputSchema,
          response: { 201: InvoiceAccountSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await payments.record(actorOfRequest(request), request.params.invoiceId, request.body),
          ),
    );
  };
