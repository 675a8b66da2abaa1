import type { SessionUser } from '@raahi/domain/auth';
import { can } from '@raahi/domain/permissions';
import { dashboardPath } from '@raahi/domain/roles';
import Button from '@mui/material/Button';
import GroupsIcon from '@mui/icons-material/Groups';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';

/**
 * The employee screens are for those who manage staff (admin, vendor); staff themselves and
 * drivers are told so instead of meeting the server's 403.
 */
export function ManagerOnly({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (can(user.role, 'employees:manage')) return <>{children(user)}</>;
  return (
    <EmptyState
      Icon={GroupsIcon}
      title={t('employees.notAllowed.title')}
      body={t('employees.notAllowed.body')}
      action={
        <Button component={RouterLink} to={dashboardPath(user.role)} variant="contained">
          {t('employees.notAllowed.back')}
        </Button>
      }
    />
  );
}
