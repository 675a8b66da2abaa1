import type { Role } from '@raahi/domain/roles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useVehicle } from '../../../features/vehicles/api/get-vehicle';
import { ConfirmDialog } from '../../../components/records/confirm-dialog';
import { canEditRecord } from '../../../lib/record-actions-for';
import {
  draftFromVehicle,
  hasUnsavedNewVehicle,
  readVehicleDraft,
  writeVehicleDraft,
} from '../../../features/vehicles/components/wizard/vehicle-draft';
import { isApiError } from '../../../lib/api-error';
import type { SessionUser } from '../../../lib/session';

interface ResumeVehicleProps {
  vehicleId: string;
  user: SessionUser;
  role: Role;
  storage: Storage | null;
  onLoaded: () => void;
}

/**
 * Loads a vehicle from the server into the wizard's draft. A draft of the same vehicle is kept
 * as it is (it may hold changes not saved yet); a new vehicle's unsaved step 1 is only replaced
 * after asking.
 */
export function ResumeVehicle({ vehicleId, user, role, storage, onLoaded }: ResumeVehicleProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useVehicle(vehicleId);
  const [existing] = useState(() => readVehicleDraft(storage, user.id));
  const [confirmed, setConfirmed] = useState(!hasUnsavedNewVehicle(existing));
  const vehicle = query.data;
  const editable = vehicle ? canEditRecord('vehicles', role, vehicle) : false;

  useEffect(() => {
    if (!vehicle || !editable || !confirmed) return;
    if (existing?.vehicleId !== vehicle.id)
      writeVehicleDraft(storage, draftFromVehicle(user.id, vehicle));
    onLoaded();
    void navigate('/vehicles/add', { replace: true });
  }, [vehicle, editable, confirmed, existing, storage, user.id, onLoaded, navigate]);

  if (query.isError || (vehicle && !editable)) {
    const missing =
      isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <Alert
        severity="error"
        sx={{ maxWidth: 720 }}
        action={
          <Button component={RouterLink} to="/vehicles" color="inherit" size="small">
            {t('vehicles.details.backToList')}
          </Button>
        }
      >
        {vehicle
          ? t('vehicles.wizard.cannotEdit')
          : missing
            ? t('vehicles.details.notFound.body')
            : isApiError(query.error)
              ? query.error.message
              : t('errors.unexpected')}
      </Alert>
    );
  }

  return (
    <>
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
      <ConfirmDialog
        open={!confirmed}
        title={t('vehicles.wizard.replaceDraft.title')}
        body={t('vehicles.wizard.replaceDraft.body', {
          number: existing?.values.vehicleNumber.toUpperCase() ?? '',
        })}
        confirmLabel={t('vehicles.wizard.replaceDraft.confirm')}
        danger
        onConfirm={() => setConfirmed(true)}
        onClose={() => void navigate(-1)}
      />
    </>
  );
}
