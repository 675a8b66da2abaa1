import { TASKS_PER_KIND, type Task } from '@raahi/domain/tasks';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TaskMove } from '../api/move-task';
import { dueGroupOf, type DueGroup } from '../lib/task-time';
import { TaskCard } from './task-card';

interface TaskListProps {
  tasks: Task[];
  truncated: boolean;
  /** Done tasks are listed newest first, not grouped by due. */
  grouped: boolean;
  userId: string;
  busyKey: string | null;
  onMove: (task: Task, move: TaskMove) => void;
  onSnooze: (task: Task, until: Date) => void;
}

const GROUPS: DueGroup[] = ['overdue', 'today', 'later'];

/** The queue by due moment: overdue first (highlighted), then today's, then later ones. */
export function TaskList({
  tasks,
  truncated,
  grouped,
  userId,
  busyKey,
  onMove,
  onSnooze,
}: TaskListProps) {
  const { t } = useTranslation();
  const now = new Date();
  const card = (task: Task, due: DueGroup) => (
    <TaskCard
      key={task.key}
      task={task}
      due={due}
      userId={userId}
      busy={busyKey === task.key}
      onMove={onMove}
      onSnooze={onSnooze}
    />
  );
  const withDue = tasks.map((task) => ({ task, due: dueGroupOf(task.dueAt, now) }));
  return (
    <Stack spacing={3}>
      {truncated && (
        <Alert severity="info">{t('tasks.truncated', { count: TASKS_PER_KIND })}</Alert>
      )}
      {grouped ? (
        GROUPS.map((group) => {
          const inGroup = withDue.filter((item) => item.due === group);
          if (inGroup.length === 0) return null;
          const headingId = `tasks-group-${group}`;
          return (
            <Box component="section" key={group} aria-labelledby={headingId}>
              <Typography
                id={headingId}
                variant="overline"
                component="h2"
                color={group === 'overdue' ? 'error' : 'text.secondary'}
              >
                {t(`tasks.groups.${group}`, { count: inGroup.length })}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
                {inGroup.map(({ task, due }) => card(task, due))}
              </Stack>
            </Box>
          );
        })
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {withDue.map(({ task, due }) => card(task, due))}
        </Stack>
      )}
    </Stack>
  );
}
