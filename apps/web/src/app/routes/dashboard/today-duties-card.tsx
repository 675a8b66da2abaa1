import { DUTY_STATUSES, type DutyStatus } from '@raahi/domain/duty-constants';
import { formatIndianNumber } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDutySummary } from '../../../features/duties/api/get-summary';
import { formatDayLong } from '../../../features/duties/lib/ist';
import { STATUS_COLOURS } from '../../../features/duties/lib/status-colours';
import { dutiesListPath } from '../../../features/duties/lib/url-state';

/** Today's duties counted by status, each count a link to those duties in the list. */
export function TodayDutiesCard() {
  const { t } = useTranslation();
  const summary = useDutySummary();
  if (summary.isError)
    return (
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('dashboard.today.error')}
      </Typography>
    );
  // While loading, the card keeps its place and size: the charts below it do not jump (CLS).
  const date = summary.data?.date;
  const counts: Partial<Record<DutyStatus, number>> = summary.data?.counts ?? {};
  const shown = DUTY_STATUSES.filter((status) => (counts[status] ?? 0) > 0);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="today-duties-title"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', mb: 1.5 }}>
        <Typography id="today-duties-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('dashboard.today.title')}
        </Typography>
        {date && (
          <Button component={RouterLink} to={`/duties?view=day&date=${date}`} size="small">
            {t('dashboard.today.open')}
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 1.5, minHeight: { xs: '3.3em', md: '1.65em' } }}>
        {!date
          ? ''
          : shown.length
            ? t('dashboard.today.intro', { date: formatDayLong(date) })
            : t('dashboard.today.none')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, minHeight: 32 }}>
        {date &&
          shown.map((status) => (
            <Chip
              key={status}
              component={RouterLink}
              to={dutiesListPath(date, status)}
              clickable
              label={t('dashboard.today.countLabel', {
                status: t(`duties.statuses.${status}`),
                total: formatIndianNumber(counts[status] ?? 0),
              })}
              sx={{
                bgcolor: STATUS_COLOURS[status].bg,
                color: STATUS_COLOURS[status].fg,
                fontWeight: 600,
                '&:hover': { bgcolor: STATUS_COLOURS[status].bg, filter: 'brightness(0.92)' },
              }}
            />
          ))}
      </Box>
    </Paper>
  );
}
