import type { CompanyBilling, CompanyDetail } from '@raahi/domain/vendors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Client companies with their billing details, under ['companies', 'billing']. */
export const companyBillingKey = ['companies', 'billing'] as const;

/** Every client company with its GSTIN, state, address and how it is invoiced. */
export function useCompaniesBilling() {
  return useQuery({
    queryKey: companyBillingKey,
    queryFn: ({ signal }) => http.get<CompanyDetail[]>('/companies/billing', { signal }),
  });
}

export function useSaveCompanyBilling(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyBilling) =>
      http.put<CompanyDetail>(`/companies/${encodeURIComponent(companyId)}/billing`, input),
    onSuccess: (saved) =>
      client.setQueryData<CompanyDetail[]>(companyBillingKey, (before) =>
        before?.map((company) => (company.id === saved.id ? saved : company)),
      ),
  });
}
