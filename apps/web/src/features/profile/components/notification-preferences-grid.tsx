import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
} from '@raahi/domain/notification-preferences';
import type { NotificationKind } from '@raahi/domain/notifications';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

/** Kind label then one column per channel; on a phone the label takes a row of its own. */
const COLUMNS = {
  xs: `repeat(${NOTIFICATION_CHANNELS.length}, minmax(0, 1fr))`,
  sm: `minmax(10rem, 2fr) repeat(${NOTIFICATION_CHANNELS.length}, minmax(0, 1fr))`,
};

/**
 * Which channels tell this person of each kind: a switch per kind and channel, saved as it is
 * flipped. In-app is always on (the centre is where every notification lives).
 */
export function NotificationPreferencesGrid() {
  const { t } = useTranslation();
  const query = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  if (query.isError)
    return (
      <QueryErrorAlert
        error={query.error}
        onRetry={() => void query.refetch()}
        retryLabel={t('profile.retry')}
      />
    );
  if (!query.data) return <LoadingBlock />;

  const flip = (kind: NotificationKind, channel: NotificationChannel, enabled: boolean) =>
    update.mutate(
      { changes: [{ kind, channel, enabled }] },
      { onError: () => toast.error(t('notificationPreferences.saveFailed')) },
    );

  return (
    <Box
      role="table"
      aria-label={t('notificationPreferences.title')}
      sx={{ display: 'grid', gridTemplateColumns: COLUMNS, alignItems: 'center', rowGap: 0.5 }}
    >
      <Box role="row" sx={{ display: 'contents' }}>
        <Box role="columnheader" sx={{ display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="caption" color="text.secondary">
            {t('notificationPreferences.kind')}
          </Typography>
        </Box>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <Box key={channel} role="columnheader" sx={{ textAlign: 'center' }}>
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 500 }}>
              {t(`notificationPreferences.channels.${channel}`)}
            </Typography>
          </Box>
        ))}
      </Box>
      {query.data.kinds.map(({ kind, channels }) => (
        <Fragment key={kind}>
          <Box role="row" sx={{ display: 'contents' }}>
            <Box
              role="rowheader"
              sx={{
                gridColumn: { xs: '1 / -1', sm: 'auto' },
                pt: { xs: 1, sm: 0 },
                borderTop: { xs: 1, sm: 0 },
                borderColor: 'divider',
              }}
            >
              <Typography variant="body2">{t(`notificationPreferences.kinds.${kind}`)}</Typography>
            </Box>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <Box key={channel} role="cell" sx={{ textAlign: 'center' }}>
                <Switch
                  size="small"
                  checked={channels[channel]}
                  disabled={channel === 'inApp'}
                  onChange={(_event, checked) => flip(kind, channel, checked)}
                  slotProps={{
                    input: {
                      'aria-label': t('notificationPreferences.switch', {
                        kind: t(`notificationPreferences.kinds.${kind}`),
                        channel: t(`notificationPreferences.channels.${channel}`),
                      }),
                    },
                  }}
                />
              </Box>
            ))}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
