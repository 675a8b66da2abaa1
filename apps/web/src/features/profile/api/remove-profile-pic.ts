import type { SessionUser } from '@raahi/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useOwnUserSaved } from './use-own-user-saved';

export function removeProfilePic(): Promise<SessionUser> {
  return http.delete<SessionUser>('/profile/pic');
}

export function useRemoveProfilePic() {
  const saved = useOwnUserSaved();
  return useMutation({ mutationFn: removeProfilePic, onSuccess: saved });
}
