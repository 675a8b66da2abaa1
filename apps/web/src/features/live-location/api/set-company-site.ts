import type { CompanySite } from '@raahi/domain/company-sites';
import type { CompanyDetail } from '@raahi/domain/vendors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { liveLocationKeys } from './keys';

/** Places a client company's office (PUT /companies/:id/site): the operator's people only. */
export function setCompanySite(companyId: string, site: CompanySite) {
  return http.put<CompanyDetail>(`/companies/${encodeURIComponent(companyId)}/site`, site);
}

export function useSetCompanySite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, site }: { companyId: string; site: CompanySite }) =>
      setCompanySite(companyId, site),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveLocationKeys.companySites() }),
  });
}
