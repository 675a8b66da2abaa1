import { DUTY_STATUSES, type DutyStatus } from '@raahi/domain/duty-constants';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS } from '../lib/status-colours';

export function DutyStatusChip({ status }: { status: DutyStatus }) {
  const { t } = useTranslation();
  const colour = STATUS_COLOURS[status];
  return (
    <Chip
      size="small"
      label={t(`duties.statuses.${status}`)}
      sx={{ bgcolor: colour.bg, color: colour.fg, fontWeight: 600 }}
    />
  );
}

/** What each block colour means. */
export function StatusLegend() {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('duties.legend')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      {DUTY_STATUSES.map((status) => (
        <Box component="li" key={status} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: STATUS_COLOURS[status].bg }}
          />
          <Typography variant="body2">{t(`duties.statuses.${status}`)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
