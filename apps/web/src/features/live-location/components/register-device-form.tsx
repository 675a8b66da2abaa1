import type { TrackingDeviceSecret } from '@raahi/domain/live-location';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { useRegisterDevice } from '../api/register-device';

/** Registers a device on one of the caller's vehicles that has none yet. */
export function RegisterDeviceForm({
  vehicles,
  onRegistered,
}: {
  vehicles: { vehicleId: string; vehicleNumber: string }[];
  onRegistered: (secret: TrackingDeviceSecret) => void;
}) {
  const { t } = useTranslation();
  const register = useRegisterDevice();
  const [vehicleId, setVehicleId] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!vehicleId || register.isPending) return;
    setProblem(null);
    try {
      const secret = await register.mutateAsync({
        vehicleId,
        ...(name.trim() ? { name: name.trim() } : {}),
      });
      setVehicleId('');
      setName('');
      onRegistered(secret);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('liveLocation.devices.failed'));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={submit}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('liveLocation.devices.registerTitle')}
      </Typography>
      {vehicles.length === 0 ? (
        <Typography color="text.secondary">{t('liveLocation.devices.allHaveOne')}</Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            select
            size="small"
            required
            label={t('liveLocation.devices.vehicle')}
            value={vehicleId}
            onChange={(event) => setVehicleId(event.target.value)}
            sx={{ minWidth: 200 }}
          >
            {vehicles.map((vehicle) => (
              <MenuItem key={vehicle.vehicleId} value={vehicle.vehicleId}>
                {vehicle.vehicleNumber}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('liveLocation.devices.name')}
            placeholder="Traccar Client"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <Button type="submit" variant="contained" disabled={!vehicleId || register.isPending}>
            {t('liveLocation.devices.register')}
          </Button>
        </Stack>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {problem}
        </Alert>
      )}
    </Paper>
  );
}
