import type { SessionUser } from '@raahi/domain/auth';
import { profilePath } from '@raahi/domain/roles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * What stands between the person and their work: a password that must be changed, and a note
 * when this installation runs on demo data. (A vendor registration that is not approved gets its
 * own status page instead of the dashboard.)
 */
export function StatusNotices({ user, demo }: { user: SessionUser; demo: boolean }) {
  const { t } = useTranslation();
  if (!user.mustChangePassword && !demo) return null;

  return (
    <Stack spacing={2} sx={{ mb: 4 }}>
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
