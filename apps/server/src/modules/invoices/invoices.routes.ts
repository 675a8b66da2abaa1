import {
  CreditNoteInputSchema,
  CreditNoteSchema,
  InvoiceIssueSchema,
  InvoiceListQuerySchema,
  InvoiceMonthSchema,
  InvoicePageSchema,
  InvoicePreviewSchema,
  InvoiceSchema,
  IssuedInvoicesSchema,
  RegisterQuerySchema,
} from '@raahi/domain/invoices';
import { rolesAllowed } from '@raahi/domain/permissions';
import { ROLES } from '@raahi/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOfRequest, callerOf } from '../../core/request-caller.js';
import { notFound } from '../../errors.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import { registerCsv, registerXlsx } from './gstr1-register.js';
import type { InvoiceIssueService } from './invoice-issue.service.js';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.js';
import { eInvoiceOf } from '@raahi/domain/billing/e-invoice';
import { AppError } from '../../errors.js';
import { renderInvoiceXlsx } from './invoice-sheets.js';
import type { InvoicesService } from './invoices.service.js';

const Params = z.object({ invoiceId: z.uuid() });
const NoteParams = Params.extend({ noteId: z.uuid() });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fileName = (number: string) => number.replaceAll('/', '-');

export const invoicesRoutes =
  (deps: {
    invoices: InvoicesService;
    issuing: InvoiceIssueService;
    /** The operator's logo (the company profile), printed on the PDFs as it is now. */
    logo: () => Promise<Buffer | null>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['invoices'];
    const operators = { access: rolesAllowed('invoices:manage') };
    // An invoice is between the operator and its client: to anyone else it does not exist (404).
    const reading = { access: [...ROLES] };
    const requireOperator = (request: Parameters<typeof callerOf>[0]) => {
      if (!rolesAllowed('invoices:manage').includes(callerOf(request).role))
        throw notFound('Invoice');
    };

    app.post(
      '/invoices/preview',
      {
        config: operators,
        schema: {
          tags,
          summary:
            "The company's month as it would be invoiced now, without issuing it (same refusals as issuing); invoicing says whether it becomes one invoice or one per duty",
          body: InvoiceMonthSchema,
          response: { 200: InvoicePreviewSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => deps.issuing.preview(request.body.companyId, request.body.month),
    );

    app.post(
      '/invoices',
      {
        config: operators,
        schema: {
          tags,
          summary:
            "Issue one GST invoice: { companyId, month }, a monthly company's consolidated invoice of its completed duties that started in the month and are on no invoice; or { dutyId } (companyId optional, then checked), one completed duty of a company invoiced per duty. Each duty priced at the sale tariff; numbered PREFIX/YY-YY/NNNNN per financial year without gaps; the duties' slips become billed (final). 422 DUTIES_UNPRICED (details.duties: dutyId, regId, reason) issues nothing; 409 when there is nothing to invoice, the duty is not completed or already invoiced, the company is invoiced the other way, or the company profile is not filled",
          body: InvoiceIssueSchema,
          response: { 201: InvoiceSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const id = await deps.issuing.issue(actorOfRequest(request), request.body);
        return reply.status(201).send(await deps.invoices.get(id));
      },
    );

    app.post(
      '/invoices/month',
      {
        config: operators,
        schema: {
          tags,
          summary:
            "Issue a company's invoices for a month by its setting: one consolidated invoice, or one per completed duty not yet invoiced, numbered consecutively in one transaction. Same refusals as POST /invoices; 422 DUTIES_UNPRICED issues none of them",
          body: InvoiceMonthSchema,
          response: { 201: IssuedInvoicesSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await deps.issuing.issueMonth(
              actorOfRequest(request),
              request.body.companyId,
              request.body.month,
            ),
          ),
    );

    app.get(
      '/invoices',
      {
        config: operators,
        schema: {
          tags,
          summary:
            'Issued invoices, newest number first, a page at a time (cursor from nextCursor)',
          querystring: InvoiceListQuerySchema,
          response: { 200: InvoicePageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => deps.invoices.list(request.query),
    );

    app.get(
      '/invoices/gstr1',
      {
        config: operators,
        schema: {
          tags,
          summary:
            "The month's register for GSTR-1 (format=csv|xlsx): B2B/B2CS rows per invoice and rate, CDNR/CDNUR rows per credit note",
          querystring: RegisterQuerySchema,
          response: { 200: z.any().describe('text/csv or XLSX'), ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const { month, format } = request.query;
        const rows = await deps.invoices.register(month);
        const name = `gstr1-register-${month}.${format}`;
        reply.header('content-disposition', `attachment; filename="${name}"`);
        if (format === 'xlsx') return reply.type(XLSX).send(await registerXlsx(rows));
        return reply.type('text/csv; charset=utf-8').send(registerCsv(rows));
      },
    );

    app.get(
      '/invoices/:invoiceId',
      {
        config: reading,
        schema: {
          tags,
          summary: 'An invoice with its duties, tax by rate and credit notes (404 to a vendor)',
          params: Params,
          response: { 200: InvoiceSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        requireOperator(request);
        return deps.invoices.get(request.params.invoiceId);
      },
    );

    app.get(
      '/invoices/:invoiceId/e-invoice',
      {
        config: reading,
        schema: {
          tags,
          summary:
            "The invoice as the government's e-invoice JSON (INV-01 1.1) for the Invoice Registration Portal; 409 for a client without a GSTIN or an address without a PIN code (details name them); 404 to a vendor",
          params: Params,
          response: { 200: z.any().describe('INV-01 JSON'), ...errorResponses(401, 404, 409) },
        },
      },
      async (request, reply) => {
        requireOperator(request);
        const invoice = await deps.invoices.get(request.params.invoiceId);
        const { eInvoice, problems } = eInvoiceOf(invoice);
        if (!eInvoice)
          throw new AppError('CONFLICT', 'This invoice cannot be e-invoiced as it stands', {
            problems,
          });
        reply.header(
          'content-disposition',
          `attachment; filename="${fileName(invoice.number)}-e-invoice.json"`,
        );
        return reply.type('application/json').send(JSON.stringify(eInvoice, null, 2));
      },
    );

    app.get(
      '/invoices/:invoiceId/pdf',
      {
        config: reading,
        schema: {
          tags,
          summary: 'The invoice as an A4 PDF (404 to a vendor)',
          params: Params,
          response: { 200: z.any().describe('a file'), ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        requireOperator(request);
        const invoice = await deps.invoices.get(request.params.invoiceId);
        reply.header(
          'content-disposition',
          `attachment; filename="${fileName(invoice.number)}.pdf"`,
        );
        return reply
          .type('application/pdf')
          .send(await renderInvoicePdf(invoice, await deps.logo()));
      },
    );

    app.get(
      '/invoices/:invoiceId/xlsx',
      {
        config: reading,
        schema: {
          tags,
          summary: 'The invoice as a workbook: its head and one row per duty (404 to a vendor)',
          params: Params,
          response: { 200: z.any().describe('a file'), ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        requireOperator(request);
        const invoice = await deps.invoices.get(request.params.invoiceId);
        reply.header(
          'content-disposition',
          `attachment; filename="${fileName(invoice.number)}.xlsx"`,
        );
        return reply.type(XLSX).send(await renderInvoiceXlsx(invoice));
      },
    );

    app.post(
      '/invoices/:invoiceId/credit-notes',
      {
        config: operators,
        schema: {
          tags,
          summary:
            'Correct an issued invoice by a credit note: whole duties of it (dutyIds) or an amount of its taxable value (taxablePaise), with a reason; numbered in its own series',
          params: Params,
          body: CreditNoteInputSchema,
          response: { 201: CreditNoteSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await deps.invoices.creditNote(
              actorOfRequest(request),
              request.params.invoiceId,
              request.body,
            ),
          ),
    );

    app.get(
      '/invoices/:invoiceId/credit-notes/:noteId/pdf',
      {
        config: reading,
        schema: {
          tags,
          summary: 'A credit note as an A4 PDF (404 to a vendor)',
          params: NoteParams,
          response: { 200: z.any().describe('a file'), ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        requireOperator(request);
        const { note, invoice } = await deps.invoices.getCreditNote(
          request.params.invoiceId,
          request.params.noteId,
        );
        reply.header('content-disposition', `attachment; filename="${fileName(note.number)}.pdf"`);
        return reply
          .type('application/pdf')
          .send(await renderCreditNotePdf(note, invoice, await deps.logo()));
      },
    );
  };
