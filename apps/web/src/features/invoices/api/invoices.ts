import type {
  CreditNote,
  CreditNoteInput,
  Invoice,
  InvoiceListQuery,
  InvoiceMonth,
  InvoicePage,
  InvoicePreview,
  IssuedInvoices,
} from '@raahi/domain/invoices';
import type { InvoiceAccount, InvoicePaymentInput } from '@raahi/domain/invoice-payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Every invoice query under ['invoices', …]. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: Partial<InvoiceListQuery>) => [...invoiceKeys.all, 'list', query] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
  account: (id: string) => [...invoiceKeys.all, 'account', id] as const,
};
export const invoicePath = (id: string) => `/invoices/${encodeURIComponent(id)}`;

/** A page of issued invoices, newest number first (GET /invoices). */
export function useInvoices(query: Partial<InvoiceListQuery>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  return useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => http.get<InvoicePage>(`/invoices?${params.toString()}`, { signal }),
  });
}

export function useInvoice(id: string | null) {
  return useQuery({
    queryKey: invoiceKeys.detail(id ?? ''),
    queryFn: ({ signal }) => http.get<Invoice>(invoicePath(id!), { signal }),
    enabled: id !== null,
  });
}

/** What issuing would make now, without issuing (POST /invoices/preview). */
export function usePreviewInvoice() {
  return useMutation({
    mutationFn: (input: InvoiceMonth) => http.post<InvoicePreview>('/invoices/preview', input),
  });
}

/** Issues a company's month by its setting: one invoice, or one per duty (POST /invoices/month). */
export function useIssueMonth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceMonth) => http.post<IssuedInvoices>('/invoices/month', input),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [...invoiceKeys.all, 'list'] });
      await client.invalidateQueries({ queryKey: ['duty-charges'] });
    },
  });
}

export function useCreditNote(invoiceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditNoteInput) =>
      http.post<CreditNote>(`${invoicePath(invoiceId)}/credit-notes`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

/** What the client has paid against an invoice and what is due (GET /invoices/:id/payments). */
export function useInvoiceAccount(id: string) {
  return useQuery({
    queryKey: invoiceKeys.account(id),
    queryFn: ({ signal }) => http.get<InvoiceAccount>(`${invoicePath(id)}/payments`, { signal }),
  });
}

export function useRecordPayment(invoiceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoicePaymentInput) =>
      http.post<InvoiceAccount>(`${invoicePath(invoiceId)}/payments`, input),
    onSuccess: (account) => client.setQueryData(invoiceKeys.account(invoiceId), account),
  });
}
