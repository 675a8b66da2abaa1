import type { SessionUser } from '@raahi/domain/auth';
import type { Language } from '@raahi/domain/lists';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';

/** Stores the choice on the signed-in person's profile (the spec's value: 'Malyalam', …). */
export function saveLanguage(language: Language): Promise<SessionUser> {
  return http.put<SessionUser>('/profile/language', { language });
}

export function useSaveLanguage() {
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: (user) => useSession.getState().setUser(user),
  });
}
