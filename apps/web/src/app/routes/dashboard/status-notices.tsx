import type { SessionUser } from '@raahi/domain/auth';
import { isVendorRole, profilePath } from '@raahi/domain/roles';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * What stands between the person and their work: a vendor registration that is not approved,
 * a password that must be changed, and a note when this installation runs on demo data.
 */
export function StatusNotices({ user, demo }: { user: SessionUser; demo: boolean }) {
  const { t } = useTranslation();
  const approval = user.approvalStatus;
  const vendorWaiting = isVendorRole(user.role) && approval && approval !== 'Approved';

  return (
    <Stack spacing={2} sx={{ mb: 4 }}>
      {vendorWaiting && (
        <Alert severity={approval === 'Rejected' ? 'error' : 'warning'}>
          <AlertTitle>{t(`dashboard.approval.${approval}.title`)}</AlertTitle>
          {t(`dashboard.approval.${approval}.body`)}
        </Alert>
      )}
      {user.mustChangePassword && (
        <Alert
          severity="warning"
          action={
            <Button
              component={RouterLink}
              to={profilePath(user.role, user.id)}
              color="inherit"
              size="small"
            >
              {t('dashboard.changePassword.action')}
            </Button>
          }
        >
          {t('dashboard.changePassword.body')}
        </Alert>
      )}
      {demo && <Alert severity="info">{t('dashboard.demoNotice')}</Alert>}
    </Stack>
  );
}
