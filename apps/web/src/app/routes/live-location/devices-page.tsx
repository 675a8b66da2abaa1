import type { TrackingDeviceSecret } from '@raahi/domain/live-location';
import { LIVE_LOCATION_ROLES } from '@raahi/domain/live-location-constants';
import { dashboardPath } from '@raahi/domain/roles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useDevices } from '../../../features/live-location/api/list-devices';
import { useLiveVehicles } from '../../../features/live-location/api/list-live-vehicles';
import { DeviceList } from '../../../features/live-location/components/device-list';
import { DeviceSecretDialog } from '../../../features/live-location/components/device-secret-dialog';
import { RegisterDeviceForm } from '../../../features/live-location/components/register-device-form';
import { ShiftSharingSetting } from '../../../features/live-location/components/shift-sharing-setting';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /livelocation/devices: register a tracker on a vehicle, see, rotate or remove them. */
export function DevicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('liveLocation.devices.title'));
  const user = useSession((state) => state.user);
  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (!(LIVE_LOCATION_ROLES as readonly string[]).includes(user.role))
    return <Navigate to={dashboardPath(user.role)} replace />;
  return <DevicesView />;
}

function DevicesView() {
  const { t } = useTranslation();
  const role = useSession((state) => state.user?.role);
  const devices = useDevices();
  const vehicles = useLiveVehicles();
  const [secret, setSecret] = useState<TrackingDeviceSecret | null>(null);
  const taken = new Set(devices.data?.devices.map((device) => device.vehicleId));
  const free = (vehicles.data?.vehicles ?? []).filter((vehicle) => !taken.has(vehicle.vehicleId));

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {t('liveLocation.devices.title')}
        </Typography>
        <Button component={RouterLink} to="/livelocation" startIcon={<ArrowBackIcon />}>
          {t('liveLocation.backToMap')}
        </Button>
      </Stack>
      <Typography color="text.secondary">{t('liveLocation.devices.intro')}</Typography>
      {devices.isError && (
        <QueryErrorAlert
          error={devices.error}
          onRetry={() => void devices.refetch()}
          retryLabel={t('liveLocation.retry')}
        />
      )}
      {devices.isPending || vehicles.isPending ? (
        <LoadingBlock />
      ) : (
        <>
          {(role === 'vendor' || role === 'VENDOR_USER') && <ShiftSharingSetting />}
          <RegisterDeviceForm vehicles={free} onRegistered={setSecret} />
          <DeviceList devices={devices.data?.devices ?? []} onRotated={setSecret} />
        </>
      )}
      {secret && <DeviceSecretDialog secret={secret} onClose={() => setSecret(null)} />}
    </Stack>
  );
}
