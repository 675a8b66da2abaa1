import type { TaskList, TaskListFilters } from '@raahi/domain/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { taskKeys, TASKS_REFRESH_MS } from './keys';

/** The caller's work queue (GET /tasks), by due moment. */
export function listTasks(filters: TaskListFilters, signal?: AbortSignal): Promise<TaskList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined) params.set(key, String(value));
  const query = params.toString();
  return http.get<TaskList>(`/tasks${query ? `?${query}` : ''}`, { signal });
}

export function listTasksQueryOptions(filters: TaskListFilters) {
  return queryOptions({
    queryKey: taskKeys.list(filters),
    queryFn: ({ signal }) => listTasks(filters, signal),
    refetchInterval: TASKS_REFRESH_MS,
  });
}

export function useTasks(filters: TaskListFilters) {
  return useQuery(listTasksQueryOptions(filters));
}
