import type { SessionUser } from '@raahi/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Another user's profile; 404 when it does not exist or the caller may not see it. */
export function getUser(userId: string, signal?: AbortSignal): Promise<SessionUser> {
  return http.get<SessionUser>(`/users/${encodeURIComponent(userId)}`, { signal });
}

export function getUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['users', userId],
    queryFn: ({ signal }) => getUser(userId, signal),
  });
}

export function useUser(userId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserQueryOptions(userId), enabled: options.enabled ?? true });
}
