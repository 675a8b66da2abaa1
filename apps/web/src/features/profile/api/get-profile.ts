import type { SessionUser } from '@raahi/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** The signed-in user, as the server has it now. */
export function getProfile(signal?: AbortSignal): Promise<SessionUser> {
  return http.get<SessionUser>('/profile', { signal });
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
