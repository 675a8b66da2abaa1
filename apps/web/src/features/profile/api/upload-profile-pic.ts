import type { SessionUser } from '@raahi/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useOwnUserSaved } from './use-own-user-saved';

/** JPEG, PNG or WebP, at most 5 MB; the server answers 413 or 415 otherwise. */
export const PROFILE_PIC_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PROFILE_PIC_MAX_BYTES = 5 * 1024 * 1024;

export function uploadProfilePic(file: File): Promise<SessionUser> {
  const form = new FormData();
  form.append('pic', file);
  return http.put<SessionUser>('/profile/pic', form);
}

export function useUploadProfilePic() {
  const saved = useOwnUserSaved();
  return useMutation({ mutationFn: uploadProfilePic, onSuccess: saved });
}
