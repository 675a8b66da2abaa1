import type { ProfileUpdate, SessionUser } from '@raahi/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useOwnUserSaved } from './use-own-user-saved';

/** Changes the own name, email or phone; 409 `{ field }` when another account uses it. */
export function updateProfile(changes: ProfileUpdate): Promise<SessionUser> {
  return http.patch<SessionUser>('/profile', changes);
}

export function useUpdateProfile() {
  const saved = useOwnUserSaved();
  return useMutation({ mutationFn: updateProfile, onSuccess: saved });
}
