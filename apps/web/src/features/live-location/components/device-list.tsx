import type { TrackingDevice, TrackingDeviceSecret } from '@raahi/domain/live-location';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/records/confirm-dialog';
import { formatDateTime } from '../../../lib/format-date';
import { useRemoveDevice, useRotateDevice } from '../api/change-device';

/** The registered devices: which vehicle, when last heard of; rotate or remove each. */
export function DeviceList({
  devices,
  onRotated,
}: {
  devices: TrackingDevice[];
  onRotated: (secret: TrackingDeviceSecret) => void;
}) {
  const { t } = useTranslation();
  const rotate = useRotateDevice();
  const remove = useRemoveDevice();
  const [asked, setAsked] = useState<{
    device: TrackingDevice;
    action: 'rotate' | 'remove';
  } | null>(null);

  const confirm = async () => {
    if (!asked) return;
    if (asked.action === 'rotate') onRotated(await rotate.mutateAsync(asked.device.id));
    else await remove.mutateAsync(asked.device.id);
    setAsked(null);
  };

  if (devices.length === 0)
    return <Typography color="text.secondary">{t('liveLocation.devices.none')}</Typography>;
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {devices.map((device) => (
        <Paper
          component="li"
          variant="outlined"
          key={device.id}
          sx={{ p: 2 }}
          data-device-id={device.id}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Stack sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {device.vehicleNumber} · {device.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('liveLocation.devices.hint', { hint: device.identifierHint })} ·{' '}
                {device.lastFixAt
                  ? t('liveLocation.devices.lastHeard', { at: formatDateTime(device.lastFixAt) })
                  : t('liveLocation.devices.neverHeard')}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => setAsked({ device, action: 'rotate' })}>
                {t('liveLocation.devices.rotate')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setAsked({ device, action: 'remove' })}
              >
                {t('liveLocation.devices.remove')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      ))}
      {asked && (
        <ConfirmDialog
          open
          title={t(`liveLocation.devices.${asked.action}Title`, {
            vehicle: asked.device.vehicleNumber,
          })}
          body={t(`liveLocation.devices.${asked.action}Body`)}
          confirmLabel={t(`liveLocation.devices.${asked.action}`)}
          danger={asked.action === 'remove'}
          pending={rotate.isPending || remove.isPending}
          onConfirm={() => void confirm()}
          onClose={() => setAsked(null)}
        />
      )}
    </Stack>
  );
}
