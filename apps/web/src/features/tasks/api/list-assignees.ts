import type { TaskAssignee } from '@raahi/domain/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { taskKeys } from './keys';

/** The caller's organisation's active people, whom a task may be given to. */
export function listAssignees(signal?: AbortSignal): Promise<{ items: TaskAssignee[] }> {
  return http.get<{ items: TaskAssignee[] }>('/tasks/assignees', { signal });
}

export function useAssignees(options: { enabled: boolean }) {
  return useQuery({
    ...queryOptions({
      queryKey: taskKeys.assignees(),
      queryFn: ({ signal }) => listAssignees(signal),
    }),
    enabled: options.enabled,
  });
}
