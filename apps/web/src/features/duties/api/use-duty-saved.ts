import type { Duty } from '@raahi/domain/duties';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dutyKeys } from './keys';

/**
 * After the server answered with a newer copy of a duty: that copy becomes the cached one, and
 * the schedule, lists, counts and history fetch again.
 */
export function useDutySaved(): (duty: Duty) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (duty: Duty) => {
      queryClient.setQueryData(dutyKeys.detail(duty.id), duty);
      void queryClient.invalidateQueries({
        queryKey: dutyKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== duty.id,
      });
    },
    [queryClient],
  );
}
