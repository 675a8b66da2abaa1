import type { SosAlert } from '@raahi/domain/safety';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { useRecentSosAlerts } from '../api/alerts';

/** The latest SOS alerts the caller may see, answered or not, with who answered and when. */
export function SosHistory() {
  const { t } = useTranslation();
  const alerts = useRecentSosAlerts();
  const items = alerts.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sos-history-title" sx={{ p: 2 }}>
      <Typography id="sos-history-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('safety.history.title')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {items.map((alert) => (
          <HistoryRow key={alert.id} alert={alert} />
        ))}
      </Stack>
    </Paper>
  );
}

function HistoryRow({ alert }: { alert: SosAlert }) {
  const { t } = useTranslation();
  const facts = [alert.duty?.regId, alert.vehicle?.number, alert.driver?.name, alert.vendor?.name];
  return (
    <li data-sos-history={alert.id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t(`safety.history.from.${alert.source}`, { at: formatDateTime(alert.raisedAt) })}
        </Typography>
        {alert.acknowledged ? (
          <Chip
            size="small"
            variant="outlined"
            color="success"
            label={t('safety.history.answered', {
              name: alert.acknowledged.by ?? '',
              at: formatDateTime(alert.acknowledged.at),
            })}
          />
        ) : (
          <Chip size="small" color="error" label={t('safety.history.open')} />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {facts.filter(Boolean).join(' · ')}
      </Typography>
    </li>
  );
}
