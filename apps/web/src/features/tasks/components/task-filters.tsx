import { TASK_KINDS, type TaskKind } from '@raahi/domain/tasks';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

export interface TaskView {
  show: 'open' | 'snoozed' | 'done';
  scope: 'mine' | 'organisation';
  kind: TaskKind | '';
}

/** Open, snoozed or done; mine or my organisation's; one kind or all. */
export function TaskFilters({
  view,
  onChange,
}: {
  view: TaskView;
  onChange: (view: TaskView) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view.show}
        aria-label={t('tasks.filters.show')}
        onChange={(_, show: TaskView['show'] | null) => show && onChange({ ...view, show })}
      >
        {(['open', 'snoozed', 'done'] as const).map((show) => (
          <ToggleButton key={show} value={show} sx={{ px: 2 }}>
            {t(`tasks.filters.${show}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={t('tasks.filters.scope')}
        value={view.scope}
        onChange={(event) => onChange({ ...view, scope: event.target.value as TaskView['scope'] })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="mine">{t('tasks.filters.mine')}</MenuItem>
        <MenuItem value="organisation">{t('tasks.filters.organisation')}</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label={t('tasks.filters.kind')}
        value={view.kind}
        onChange={(event) => onChange({ ...view, kind: event.target.value as TaskView['kind'] })}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{t('tasks.filters.allKinds')}</MenuItem>
        {TASK_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`tasks.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
