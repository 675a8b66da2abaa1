import type { CompanyProfile, CompanyProfileInput } from '@raahi/domain/company-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const COMPANY_PROFILE_KEY = ['company-profile'] as const;

/** The operator's legal details; `profile` is null until the admin fills them. */
export function useCompanyProfile() {
  return useQuery({
    queryKey: COMPANY_PROFILE_KEY,
    queryFn: ({ signal }) =>
      http.get<{ profile: CompanyProfile | null; hasLogo: boolean }>('/company-profile', {
        signal,
      }),
  });
}

export function useSaveCompanyProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyProfileInput) => http.put<CompanyProfile>('/company-profile', input),
    onSuccess: (profile) =>
      client.setQueryData<{ profile: CompanyProfile | null; hasLogo: boolean }>(
        COMPANY_PROFILE_KEY,
        (before) => ({ profile, hasLogo: before?.hasLogo ?? false }),
      ),
  });
}

/** Uploads the logo (a PNG or JPEG file), or removes it (null). */
export function useChangeCompanyLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return http.delete<void>('/company-profile/logo');
      const form = new FormData();
      form.append('logo', file);
      return http.put<void>('/company-profile/logo', form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: COMPANY_PROFILE_KEY }),
  });
}
