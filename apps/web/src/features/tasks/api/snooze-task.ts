import type { Task } from '@raahi/domain/tasks';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { taskPath } from './keys';
import { useTasksChanged } from './use-tasks-changed';

/**
 * Hides a task until a moment: a manual task for everyone (POST /tasks/:id/snooze), a derived
 * one for the caller only (POST /tasks/derived/snooze with its key).
 */
export function snoozeTask({ task, until }: { task: Task; until: string }): Promise<Task> {
  return task.id
    ? http.post<Task>(`${taskPath(task.id)}/snooze`, { until })
    : http.post<Task>('/tasks/derived/snooze', { key: task.key, until });
}

export function useSnoozeTask() {
  const changed = useTasksChanged();
  return useMutation({ mutationFn: snoozeTask, onSuccess: changed });
}
