import type { TaskListFilters } from '@raahi/domain/tasks';

/** Every tasks query lives under ['tasks', …]: any change to the queue refreshes it all. */
export const taskKeys = {
  all: ['tasks'] as const,
  list: (filters: TaskListFilters) => [...taskKeys.all, 'list', filters] as const,
  count: () => [...taskKeys.all, 'count'] as const,
  assignees: () => [...taskKeys.all, 'assignees'] as const,
};

export const taskPath = (taskId: string) => `/tasks/${encodeURIComponent(taskId)}`;

/** Derived tasks turn up and close as records change with no event of their own: look again. */
export const TASKS_REFRESH_MS = 60_000;
