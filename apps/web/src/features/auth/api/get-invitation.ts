import type { InvitationSchema } from '@raahi/domain/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';

export type Invitation = z.infer<typeof InvitationSchema>;

/** Whom an invitation is for; 404 once it has expired or was used. */
export function getInvitation(token: string, signal?: AbortSignal): Promise<Invitation> {
  return http.get<Invitation>(`/auth/invitations/${encodeURIComponent(token)}`, {
    auth: false,
    signal,
  });
}

export function getInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitations', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
  });
}

export function useInvitation(token: string) {
  return useQuery(getInvitationQueryOptions(token));
}
