import {
  DeductionInputSchema,
  MonthSchema,
  PaymentInputSchema,
  SettlementExportQuerySchema,
  SettlementStatementSchema,
  SettlementSummarySchema,
  settlementFileName,
} from '@raahi/domain/settlements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { requestLanguage } from '../../core/request-language.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import { renderSettlementPdf } from './settlement-pdf.js';
import { renderSettlementXlsx } from './settlement-sheets.js';
import type { SettlementsService } from './settlements.service.js';

const OPERATORS = ['admin', 'ADMIN_USER'] as const;
const READERS = [...OPERATORS, 'vendor', 'VENDOR_USER'] as const;
const Params = z.object({ vendorId: z.uuid(), month: MonthSchema });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Vendor settlements: the month's statements, a deduction by hand, the payment recorded. */
export const settlementsRoutes =
  (settlements: SettlementsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['settlements'];

    app.get(
      '/settlements',
      {
        config: { access: [...READERS] },
        schema: {
          tags,
          summary:
            "The month's statements in brief: every vendor with completed duties for the operator, its own for a vendor",
          querystring: z.object({ month: MonthSchema }),
          response: { 200: z.array(SettlementSummarySchema), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => settlements.list(callerOf(request), request.query.month),
    );

    app.get(
      '/settlements/:vendorId/:month',
      {
        config: { access: [...READERS] },
        schema: {
          tags,
          summary:
            "A vendor's monthly statement: its completed duties at purchase rates, deductions (by hand, and by rule: late-start and vehicle-not-reported at the settings' penalties, kept as lines once paid), TDS (s.194C), net payable, payment; 404 for another vendor's",
          params: Params,
          response: { 200: SettlementStatementSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        settlements.statement(callerOf(request), request.params.vendorId, request.params.month),
    );

    app.get(
      '/settlements/:vendorId/:month/export',
      {
        config: { access: [...READERS] },
        schema: {
          tags,
          summary:
            "A vendor's monthly statement to download (format=pdf|xlsx): the operator and the vendor (PAN, GSTIN), each duty at the purchase rate, deductions with reasons, TDS, net payable, payment, in the language of the request's Accept-Language (else English); 404 for another vendor's",
          params: Params,
          querystring: SettlementExportQuerySchema,
          response: {
            200: z.any().describe('application/pdf or XLSX'),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const { vendorId, month } = request.params;
        const { format } = request.query;
        const document = await settlements.document(callerOf(request), vendorId, month);
        const name = settlementFileName(document.statement, format);
        reply.header('content-disposition', `attachment; filename="${name}"`);
        const language = requestLanguage(request.headers['accept-language']);
        if (format === 'xlsx')
          return reply.type(XLSX).send(await renderSettlementXlsx(document, language));
        return reply
          .type('application/pdf')
          .send(await renderSettlementPdf(document, new Date(), language));
      },
    );

    app.post(
      '/settlements/:vendorId/:month/deductions',
      {
        config: { access: [...OPERATORS] },
        schema: {
          tags,
          summary:
            'Deduct an amount by hand with a reason (late starts and vehicles that did not report are deducted by rule on their own, from the settings); 409 SETTLEMENT_PAID once the month is paid',
          params: Params,
          body: DeductionInputSchema,
          response: { 200: SettlementStatementSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        settlements.addDeduction(
          callerOf(request),
          request.params.vendorId,
          request.params.month,
          request.body,
          request.ip,
        ),
    );

    app.post(
      '/settlements/:vendorId/:month/payment',
      {
        config: { access: [...OPERATORS] },
        schema: {
          tags,
          summary:
            'Record the month paid (reference, date), keeping the amount, TDS and net as they stand; 422 DUTIES_UNPRICED while a duty cannot be priced; 409 SETTLEMENT_PAID the second time',
          params: Params,
          body: PaymentInputSchema,
          response: {
            200: SettlementStatementSchema,
            ...errorResponses(400, 401, 403, 404, 409, 422),
          },
        },
      },
      async (request) =>
        settlements.recordPayment(
          callerOf(request),
          request.params.vendorId,
          request.params.month,
          request.body,
          request.ip,
        ),
    );
  };
