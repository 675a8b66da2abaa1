import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { taskKeys } from './keys';

/** After any change to a task: the lists and the badge are read again. */
export function useTasksChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
    [queryClient],
  );
}
