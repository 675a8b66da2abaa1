import { TASK_KINDS, type Task, type TaskKind } from '@raahi/domain/tasks';
import { hasTaskQueue } from '@raahi/domain/permissions';
import { dashboardPath } from '@raahi/domain/roles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useCreateTask } from '../../../features/tasks/api/create-task';
import { useAssignees } from '../../../features/tasks/api/list-assignees';
import { useTasks } from '../../../features/tasks/api/list-tasks';
import { useMoveTask, type TaskMove } from '../../../features/tasks/api/move-task';
import { useSnoozeTask } from '../../../features/tasks/api/snooze-task';
import { TaskDialog } from '../../../features/tasks/components/task-dialog';
import { TaskFilters, type TaskView } from '../../../features/tasks/components/task-filters';
import { TaskList } from '../../../features/tasks/components/task-list';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

function viewOf(params: URLSearchParams): TaskView {
  const show = params.get('show');
  const kind = params.get('kind') ?? '';
  return {
    show: show === 'snoozed' || show === 'done' ? show : 'open',
    scope: params.get('scope') === 'organisation' ? 'organisation' : 'mine',
    kind: (TASK_KINDS as readonly string[]).includes(kind) ? (kind as TaskKind) : '',
  };
}

/** /tasks: the signed-in person's work queue (operator staff and vendors' people). */
export function TasksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tasks.title'));
  const user = useSession((state) => state.user);
  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (!hasTaskQueue(user.role)) return <Navigate to={dashboardPath(user.role)} replace />;
  return <TaskQueue userId={user.id} />;
}

function TaskQueue({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const tasks = useTasks({ show: view.show, scope: view.scope, kind: view.kind || undefined });
  const [adding, setAdding] = useState(false);
  const assignees = useAssignees({ enabled: adding });
  const create = useCreateTask();
  const move = useMoveTask();
  const snooze = useSnoozeTask();
  const busyKey =
    (move.isPending && move.variables && `manual:${move.variables.taskId}`) ||
    (snooze.isPending && snooze.variables?.task.key) ||
    null;
  const failed = move.error ?? snooze.error;

  const onChange = (next: TaskView) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        const fallbacks: TaskView = { show: 'open', scope: 'mine', kind: '' };
        for (const key of ['show', 'scope', 'kind'] as const) {
          const value: string = next[key];
          if (value && value !== fallbacks[key]) search.set(key, value);
          else search.delete(key);
        }
        return search;
      },
      { replace: true },
    );
  const onMove = (task: Task, to: TaskMove) =>
    task.id && move.mutate({ taskId: task.id, move: to });
  const onSnooze = (task: Task, until: Date) => snooze.mutate({ task, until: until.toISOString() });

  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2.5 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t('tasks.title')}
          </Typography>
          <Typography color="text.secondary">{t('tasks.intro')}</Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          sx={{ flexShrink: 0 }}
        >
          {t('tasks.add')}
        </Button>
      </Stack>
      <TaskFilters view={view} onChange={onChange} />
      {failed && (
        <Alert severity="error" onClose={() => (move.reset(), snooze.reset())}>
          {failed.message}
        </Alert>
      )}
      {tasks.isPending ? (
        <LoadingBlock />
      ) : tasks.isError ? (
        <QueryErrorAlert
          error={tasks.error}
          onRetry={() => void tasks.refetch()}
          retryLabel={t('tasks.retry')}
        />
      ) : tasks.data.items.length === 0 ? (
        <EmptyState
          Icon={TaskAltIcon}
          title={t(`tasks.empty.${view.show}.title`)}
          body={t(`tasks.empty.${view.show}.body`)}
        />
      ) : (
        <TaskList
          tasks={tasks.data.items}
          truncated={tasks.data.truncated}
          grouped={view.show !== 'done'}
          userId={userId}
          busyKey={busyKey}
          onMove={onMove}
          onSnooze={onSnooze}
        />
      )}
      {adding && (
        <TaskDialog
          open
          assignees={assignees.data?.items ?? []}
          pending={create.isPending}
          error={create.error?.message ?? null}
          onSubmit={(input) => create.mutate(input, { onSuccess: () => setAdding(false) })}
          onClose={() => (setAdding(false), create.reset())}
        />
      )}
    </Box>
  );
}
