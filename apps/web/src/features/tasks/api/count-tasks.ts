import type { TaskCount } from '@raahi/domain/tasks';
import { hasTaskQueue } from '@raahi/domain/permissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { isRole } from '../../../lib/is-role';
import { taskKeys, TASKS_REFRESH_MS } from './keys';

/** Open tasks due today or overdue for the caller (GET /tasks/count): the top bar's badge. */
export function countTasks(signal?: AbortSignal): Promise<TaskCount> {
  return http.get<TaskCount>('/tasks/count', { signal });
}

export function countTasksQueryOptions() {
  return queryOptions({
    queryKey: taskKeys.count(),
    queryFn: ({ signal }) => countTasks(signal),
    refetchInterval: TASKS_REFRESH_MS,
  });
}

/** The badge's number for a role with a work queue; 0 for anyone else (and until it loads). */
export function useTaskBadge(role: string | undefined): number {
  const enabled = role !== undefined && isRole(role) && hasTaskQueue(role);
  return useQuery({ ...countTasksQueryOptions(), enabled }).data?.count ?? 0;
}
