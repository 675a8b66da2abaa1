import type { CompanyProfile, CompanyProfileInput } from '@raahi/domain/company-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const COMPANY_PROFILE_KEY = ['company-profile'] as const;

/** The operator's legal details; `profile` is null until the admin fills them. */
export function useCompanyProfile() {
  return useQuery({
    queryKey: COMPANY_PROFILE_KEY,
    queryFn: ({ signal }) =>
      http.get<{ profile: CompanyProfile | null }>('/company-profile', { signal }),
  });
}

export function useSaveCompanyProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyProfileInput) => http.put<CompanyProfile>('/company-profile', input),
    onSuccess: (profile) => client.setQueryData(COMPANY_PROFILE_KEY, { profile }),
  });
}
