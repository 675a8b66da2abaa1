import type { Vehicle } from '@raahi/domain/vehicles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/records/confirm-dialog';
import { isApiError } from '../../../lib/api-error';
import { useAssignDriver } from '../api/assign-driver';
import { useAssignableDrivers } from '../api/list-assignable-drivers';
import { useUnassignDriver } from '../api/unassign-driver';

interface DriverAssignmentProps {
  vehicle: Vehicle;
  /** The caller may assign and unassign (vehicles:write). */
  editable: boolean;
  /** Whether the caller may open driver pages. */
  linkDrivers: boolean;
}

const failureOf = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : fallback;

/**
 * Who drives the vehicle: the driver with a way to remove them, or a choice among the vendor's
 * approved, active drivers. The server's refusal (409, 400) is shown as it says it.
 */
export function DriverAssignment({ vehicle, editable, linkDrivers }: DriverAssignmentProps) {
  const { t } = useTranslation();
  const usable = vehicle.approvalStatus === 'Approved' && vehicle.accountStatus === 'Active';
  const drivers = useAssignableDrivers(vehicle.vendor.id, {
    enabled: editable && usable && vehicle.driver === null,
  });
  const assign = useAssignDriver();
  const unassign = useUnassignDriver();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function onAssign() {
    setError(null);
    try {
      const saved = await assign.mutateAsync({ vehicleId: vehicle.id, driverId: chosen });
      toast.success(t('vehicles.driver.assigned', { name: saved.driver?.name ?? '' }));
      setChosen('');
    } catch (failure) {
      setError(failureOf(failure, t('errors.unexpected')));
    }
  }

  async function onUnassign() {
    setError(null);
    try {
      await unassign.mutateAsync({ vehicleId: vehicle.id });
      toast.success(t('vehicles.driver.unassigned'));
      setConfirming(false);
    } catch (failure) {
      setConfirming(false);
      setError(failureOf(failure, t('errors.unexpected')));
    }
  }

  const problem = error && (
    <Alert severity="error" role="alert" onClose={() => setError(null)}>
      {error}
    </Alert>
  );

  if (vehicle.driver) {
    const { driver } = vehicle;
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <PersonOutlineIcon color="action" aria-hidden />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {linkDrivers ? (
              <Link
                component={RouterLink}
                to={`/drivers/${encodeURIComponent(driver.id)}`}
                sx={{ fontWeight: 600 }}
              >
                {driver.name}
              </Link>
            ) : (
              <Typography sx={{ fontWeight: 600 }}>{driver.name}</Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {driver.regId}
            </Typography>
          </Box>
          {editable && (
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
              {t('vehicles.driver.unassign')}
            </Button>
          )}
        </Box>
        {problem}
        <ConfirmDialog
          open={confirming}
          title={t('vehicles.driver.unassignTitle', { name: driver.name })}
          body={t('vehicles.driver.unassignBody')}
          confirmLabel={t('vehicles.driver.unassign')}
          danger
          pending={unassign.isPending}
          onConfirm={() => void onUnassign()}
          onClose={() => setConfirming(false)}
        />
      </Box>
    );
  }

  if (!editable) return <Typography color="text.secondary">{t('vehicles.driver.none')}</Typography>;
  if (!usable)
    return <Typography color="text.secondary">{t('vehicles.driver.notApproved')}</Typography>;

  const options = drivers.data ?? [];
  const free = options.filter((option) => !option.hasVehicle);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) void onAssign();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography color="text.secondary">{t('vehicles.driver.none')}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          id="vehicle-driver"
          label={t('vehicles.driver.choose')}
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
            setError(null);
          }}
          disabled={drivers.isPending}
          helperText={
            drivers.isError
              ? failureOf(drivers.error, t('errors.unexpected'))
              : drivers.data && free.length === 0
                ? t('vehicles.driver.noneFree')
                : t('vehicles.driver.chooseHint')
          }
          error={drivers.isError}
          sx={{ flex: '1 1 240px', minWidth: 0 }}
        >
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id} disabled={option.hasVehicle}>
              {option.hasVehicle
                ? t('vehicles.driver.optionBusy', { name: option.name, regId: option.regId })
                : t('vehicles.driver.option', { name: option.name, regId: option.regId })}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          disabled={!chosen || assign.isPending}
          loading={assign.isPending}
        >
          {t('vehicles.driver.assign')}
        </Button>
      </Box>
      {problem}
    </Box>
  );
}
