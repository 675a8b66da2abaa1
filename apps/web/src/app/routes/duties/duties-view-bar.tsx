import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  formatDayLong,
  formatDateShort,
  formatMonth,
  todayIst,
} from '../../../features/duties/lib/ist';
import {
  hasDateRange,
  stepDate,
  VIEWS,
  windowOf,
  type DutiesView,
} from '../../../features/duties/lib/url-state';

/** The period on screen, as the stepper names it. */
function usePeriod(view: DutiesView) {
  const { t } = useTranslation();
  const { start, end } = windowOf(view);
  if (view.view === 'day') return formatDayLong(view.date);
  if (view.view === 'list') return t('duties.nav.fromDay', { day: formatDayLong(view.date) });
  if (view.view === 'month') return formatMonth(view.date);
  return t('duties.nav.weekOf', {
    start: formatDateShort(start),
    end: formatDateShort(addDays(end, -1)),
  });
}

/** /duties' toolbar: which view, which period (back, today, forward), and whose lanes. */
export function DutiesViewBar({
  view,
  laneKinds,
  onChange,
}: {
  view: DutiesView;
  /** The lanes this role may switch between; none hides the choice. */
  laneKinds: readonly DutiesView['lane'][];
  onChange: (change: Partial<DutiesView>) => void;
}) {
  const { t } = useTranslation();
  const period = usePeriod(view);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view.view}
        onChange={(_event, next: DutiesView['view'] | null) => next && onChange({ view: next })}
        aria-label={t('duties.views.label')}
      >
        {VIEWS.map((kind) => (
          <ToggleButton key={kind} value={kind} sx={{ px: { xs: 1.25, sm: 2 } }}>
            {t(`duties.views.${kind}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* The list steps its first day; a From or To filter of its own replaces it. */}
      {(view.view !== 'list' || !hasDateRange(view)) && (
        <Box
          role="group"
          aria-label={t('duties.nav.label')}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
        >
          <IconButton
            size="small"
            aria-label={t(`duties.nav.previous.${view.view}`)}
            onClick={() => onChange({ date: stepDate(view, -1) })}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Button size="small" variant="outlined" onClick={() => onChange({ date: todayIst() })}>
            {t('duties.nav.today')}
          </Button>
          <IconButton
            size="small"
            aria-label={t(`duties.nav.next.${view.view}`)}
            onClick={() => onChange({ date: stepDate(view, 1) })}
          >
            <ChevronRightIcon />
          </IconButton>
          <Typography component="h2" sx={{ fontWeight: 600, ml: 0.5 }} aria-live="polite">
            {period}
          </Typography>
        </Box>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {laneKinds.length > 0 && (view.view === 'day' || view.view === 'week') && (
        <TextField
          select
          size="small"
          id="duties-lane"
          label={t('duties.lanes.label')}
          value={view.lane}
          onChange={(event) => onChange({ lane: event.target.value as DutiesView['lane'] })}
          sx={{ minWidth: 150 }}
        >
          {laneKinds.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`duties.lanes.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
