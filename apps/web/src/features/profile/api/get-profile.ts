import type { SessionUser } from '@raahi/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { FIRST_ANSWER_FRESH_MS } from '../../../lib/query-client';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** The signed-in user, as the server has it now. */
export function getProfile(signal?: AbortSignal): Promise<SessionUser> {
  return http.get<SessionUser>('/profile', { signal });
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: FIRST_ANSWER_FRESH_MS,
  });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
