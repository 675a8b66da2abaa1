import type { Role } from '@raahi/domain/roles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDriver } from '../../../features/drivers/api/get-driver';
import { ConfirmDialog } from '../../../components/records/confirm-dialog';
import { canEditDriver } from '../../../features/drivers/components/driver-actions-for';
import {
  draftFromDriver,
  hasUnsavedNewDriver,
  readDriverDraft,
  writeDriverDraft,
} from '../../../features/drivers/components/wizard/wizard-draft';
import { isApiError } from '../../../lib/api-error';
import type { SessionUser } from '../../../lib/session';

interface ResumeDriverProps {
  driverId: string;
  user: SessionUser;
  role: Role;
  storage: Storage | null;
  onLoaded: () => void;
}

/**
 * Loads a driver from the server into the wizard's draft. A draft of the same driver is kept
 * as it is (it may hold changes not saved yet); a new driver's unsaved step 1 is only replaced
 * after asking.
 */
export function ResumeDriver({ driverId, user, role, storage, onLoaded }: ResumeDriverProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useDriver(driverId);
  const [existing] = useState(() => readDriverDraft(storage, user.id));
  const [confirmed, setConfirmed] = useState(!hasUnsavedNewDriver(existing));
  const driver = query.data;
  const editable = driver ? canEditDriver(role, driver) : false;

  useEffect(() => {
    if (!driver || !editable || !confirmed) return;
    if (existing?.driverId !== driver.id)
      writeDriverDraft(storage, draftFromDriver(user.id, driver));
    onLoaded();
    void navigate('/drivers/add', { replace: true });
  }, [driver, editable, confirmed, existing, storage, user.id, onLoaded, navigate]);

  if (query.isError || (driver && !editable)) {
    const missing =
      isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <Alert
        severity="error"
        sx={{ maxWidth: 720 }}
        action={
          <Button component={RouterLink} to="/drivers" color="inherit" size="small">
            {t('drivers.details.backToList')}
          </Button>
        }
      >
        {driver
          ? t('drivers.wizard.cannotEdit')
          : missing
            ? t('drivers.details.notFound.body')
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
        title={t('drivers.wizard.replaceDraft.title')}
        body={t('drivers.wizard.replaceDraft.body', { name: existing?.values.name ?? '' })}
        confirmLabel={t('drivers.wizard.replaceDraft.confirm')}
        danger
        onConfirm={() => setConfirmed(true)}
        onClose={() => void navigate(-1)}
      />
    </>
  );
}
