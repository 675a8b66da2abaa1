import type { Task, TaskCreate } from '@raahi/domain/tasks';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useTasksChanged } from './use-tasks-changed';

/** Adds a manual task; 400 for an assignee outside the organisation, 404 for a link not visible. */
export function createTask(input: TaskCreate): Promise<Task> {
  return http.post<Task>('/tasks', input);
}

export function useCreateTask() {
  const changed = useTasksChanged();
  return useMutation({ mutationFn: createTask, onSuccess: changed });
}
