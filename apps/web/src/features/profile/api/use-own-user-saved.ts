import type { SessionUser } from '@raahi/domain/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../../lib/session';
import { PROFILE_QUERY_KEY } from './get-profile';

/** After a change to the own account: the cached profile and the session show the new copy. */
export function useOwnUserSaved(): (user: SessionUser) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: SessionUser) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, user);
      useSession.getState().setUser(user);
    },
    [queryClient],
  );
}
