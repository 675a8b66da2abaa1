import type { AcceptInvitationSchema } from '@raahi/domain/employees';
import type { Session } from '@raahi/domain/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { deviceHeaders } from '../../../lib/device-id';
import { http } from '../../../lib/http';

export type AcceptInvitation = z.infer<typeof AcceptInvitationSchema>;

/** Sets the chosen password, spends the invitation and answers a session, like a sign-in. */
export function acceptInvitation(input: AcceptInvitation): Promise<Session> {
  return http.post<Session>('/auth/invitations/accept', input, {
    auth: false,
    headers: deviceHeaders(),
  });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
