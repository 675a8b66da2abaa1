import { taskLinkPath, TaskLinkKindSchema, type Task, type TaskLink } from '@raahi/domain/tasks';
import type { TaskWithNames } from './tasks.repository.js';

/** Pure: the link a manual task's row holds, if any. */
export function linkOf(row: { linkKind: string | null; linkId: string | null }): TaskLink | null {
  const kind = TaskLinkKindSchema.safeParse(row.linkKind);
  return kind.success && row.linkId ? { kind: kind.data, id: row.linkId } : null;
}

/** Pure: a manual task as the API answers it. */
export function manualTaskView({ task, assigneeName, creatorName }: TaskWithNames): Task {
  const linkTo = linkOf(task);
  return {
    key: `manual:${task.id}`,
    kind: 'manual',
    id: task.id,
    subject: task.title,
    why: {
      key: 'manual',
      params: { by: creatorName ?? '', at: task.createdAt.toISOString() },
    },
    dueAt: task.dueAt.toISOString(),
    link: linkTo ? taskLinkPath(linkTo) : null,
    linkTo,
    status: task.status === 'done' ? 'done' : 'open',
    snoozedUntil: task.snoozedUntil?.toISOString() ?? null,
    assignee: task.assigneeId && assigneeName ? { id: task.assigneeId, name: assigneeName } : null,
    createdBy: creatorName ? { id: task.createdBy, name: creatorName } : null,
    completedAt: task.completedAt?.toISOString() ?? null,
  };
}
