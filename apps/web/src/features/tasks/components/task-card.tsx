import type { Task } from '@raahi/domain/tasks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import type { TaskMove } from '../api/move-task';
import { reasonText } from '../lib/task-text';
import type { DueGroup } from '../lib/task-time';
import { SnoozeMenu } from './snooze-menu';

interface TaskCardProps {
  task: Task;
  due: DueGroup;
  userId: string;
  busy: boolean;
  onMove: (task: Task, move: TaskMove) => void;
  onSnooze: (task: Task, until: Date) => void;
}

/** One task: what, why, when due (overdue in red), where to act, and what can be done to it. */
export function TaskCard({ task, due, userId, busy, onMove, onSnooze }: TaskCardProps) {
  const { t } = useTranslation();
  const manual = task.id !== null;
  const overdue = task.status === 'open' && due === 'overdue';
  const subjectId = useId();
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-labelledby={subjectId}
      data-task-key={task.key}
      sx={{
        p: { xs: 1.5, sm: 2 },
        listStyle: 'none',
        borderLeft: 4,
        borderLeftColor: overdue ? 'error.main' : due === 'today' ? 'warning.main' : 'divider',
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
          >
            <Chip size="small" label={t(`tasks.kinds.${task.kind}`)} />
            <Typography
              variant="body2"
              color={overdue ? 'error' : 'text.secondary'}
              sx={{ fontWeight: overdue ? 600 : 400 }}
            >
              {t(overdue ? 'tasks.dueOverdue' : 'tasks.due', { at: formatDateTime(task.dueAt) })}
            </Typography>
          </Stack>
          <Typography
            variant="subtitle1"
            component="h3"
            id={subjectId}
            translate="no"
            sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
          >
            {task.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {reasonText(t, task.why)}
          </Typography>
          {(task.assignee || task.snoozedUntil || task.completedAt) && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {[
                task.assignee && t('tasks.assignedTo', { name: task.assignee.name }),
                task.snoozedUntil &&
                  t('tasks.snoozedUntil', { at: formatDateTime(task.snoozedUntil) }),
                task.completedAt &&
                  t('tasks.completedAt', { at: formatDateTime(task.completedAt) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
        </Box>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', rowGap: 1, flexShrink: 0 }}
        >
          {task.link && (
            <Button
              component={RouterLink}
              to={task.link}
              size="small"
              variant="contained"
              endIcon={<OpenInNewIcon fontSize="small" />}
            >
              {t('tasks.open')}
            </Button>
          )}
          {manual && task.status === 'open' && task.assignee?.id !== userId && (
            <Button size="small" disabled={busy} onClick={() => onMove(task, 'assign-to-me')}>
              {t('tasks.assignToMe')}
            </Button>
          )}
          {task.status === 'open' && (
            <SnoozeMenu disabled={busy} onSnooze={(until) => onSnooze(task, until)} />
          )}
          {manual && (
            <Button
              size="small"
              variant="outlined"
              disabled={busy}
              onClick={() => onMove(task, task.status === 'open' ? 'complete' : 'reopen')}
            >
              {t(task.status === 'open' ? 'tasks.complete' : 'tasks.reopen')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
