import type { TaskAssignee, TaskCreate } from '@raahi/domain/tasks';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { taskLinkFromAddress } from '../lib/task-link';
import { isoToLocalInput, localInputToIso } from '../lib/task-time';

interface TaskDialogProps {
  open: boolean;
  assignees: TaskAssignee[];
  pending: boolean;
  /** The server's refusal, in its words. */
  error: string | null;
  onSubmit: (input: TaskCreate) => void;
  onClose: () => void;
}

const inAnHour = () => isoToLocalInput(new Date(Date.now() + 3_600_000));

/**
 * A manual task: its title, when it is due, whom it is for (one of my organisation), a link. */
export function TaskDialog({
  open,
  assignees,
  pending,
  error,
  onSubmit,
  onClose,
}: TaskDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [title, setTitle] = useState('');
  const [due, setDue] = useState(inAnHour);
  const [assigneeId, setAssigneeId] = useState('');
  const [address, setAddress] = useState('');
  const [touched, setTouched] = useState(false);

  const link = taskLinkFromAddress(address);
  const problems = {
    title: title.trim() ? null : t('tasks.form.titleRequired'),
    due: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(due) ? null : t('tasks.form.dueRequired'),
    link: address.trim() && !link ? t('tasks.form.linkInvalid') : null,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.values(problems).some(Boolean)) return;
    onSubmit({
      title: title.trim(),
      dueAt: localInputToIso(due),
      assigneeId: assigneeId || null,
      linkTo: link,
    });
  }

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{t('tasks.form.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={t('tasks.form.taskTitle')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={touched && !!problems.title}
              helperText={touched ? problems.title : null}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label={t('tasks.form.due')}
              type="datetime-local"
              value={due}
              onChange={(event) => setDue(event.target.value)}
              error={touched && !!problems.due}
              helperText={(touched && problems.due) || t('tasks.form.dueHelp')}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              label={t('tasks.form.assignee')}
              value={assigneeId}
              onChange={(event) => setAssigneeId(event.target.value)}
              helperText={t('tasks.form.assigneeHelp')}
            >
              <MenuItem value="">{t('tasks.form.nobody')}</MenuItem>
              {assignees.map((person) => (
                <MenuItem key={person.id} value={person.id}>
                  {person.name} · {t(`roles.${person.role}`, { defaultValue: person.role })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('tasks.form.link')}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              error={touched && !!problems.link}
              helperText={(touched && problems.link) || t('tasks.form.linkHelp')}
              placeholder="/vehicles/…"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('tasks.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('tasks.form.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
