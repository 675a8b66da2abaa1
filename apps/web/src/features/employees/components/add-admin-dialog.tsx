import { profilePath } from '@raahi/domain/roles';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EmployeeCreated } from '../api/create-employee';
import { EmployeeCreateForm } from './employee-create-form';
import { OnboardingResult } from './onboarding-result';

/** Adds another admin; the dialog then shows the one-time password or the invitation link. */
export function AddAdminDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [created, setCreated] = useState<EmployeeCreated | null>(null);
  // Forget the password once the dialog is closed: it is shown once only.
  const close = () => {
    onClose();
    setCreated(null);
  };

  return (
    <Dialog
      open={open}
      onClose={created ? undefined : close}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="add-admin-title"
    >
      <DialogTitle id="add-admin-title">
        {created ? t('employees.created.title') : t('admins.dialogTitle')}
      </DialogTitle>
      <DialogContent>
        {created ? (
          <OnboardingResult created={created}>
            <Button
              component={RouterLink}
              to={profilePath(created.employee.role, created.employee.id)}
              onClick={close}
            >
              {t('employees.created.open')}
            </Button>
            <Button variant="contained" onClick={close}>
              {t('employees.created.done')}
            </Button>
          </OnboardingResult>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 2.5 }}>
              {t('admins.intro')}
            </Typography>
            <EmployeeCreateForm kind="admin" onCreated={setCreated} onCancel={close} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
