import type { Task } from '@raahi/domain/tasks';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { taskPath } from './keys';
import { useTasksChanged } from './use-tasks-changed';

export type TaskMove = 'assign-to-me' | 'complete' | 'reopen';

/** One move of a manual task (POST /tasks/:id/{move}). */
export function moveTask({ taskId, move }: { taskId: string; move: TaskMove }): Promise<Task> {
  return http.post<Task>(`${taskPath(taskId)}/${move}`, {});
}

export function useMoveTask() {
  const changed = useTasksChanged();
  return useMutation({ mutationFn: moveTask, onSettled: changed });
}
