import { can } from '@raahi/domain/permissions';
import { dashboardPath } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useSettings } from '../../../features/settings/api/get-settings';
import { SettingsForm } from '../../../features/settings/components/settings-form';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /settings: the operator's thresholds. Anyone else is sent to their dashboard. */
export function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  const user = useSession((state) => state.user);
  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (!can(user.role, 'settings:manage')) return <Navigate to={dashboardPath(user.role)} replace />;
  return (
    <Box sx={{ maxWidth: 720, display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('settings.title')}
        </Typography>
        <Typography color="text.secondary">{t('settings.intro')}</Typography>
      </Box>
      <OperatorSettings />
    </Box>
  );
}

function OperatorSettings() {
  const { t } = useTranslation();
  const settings = useSettings();
  if (settings.isPending) return <LoadingBlock />;
  if (settings.isError)
    return (
      <QueryErrorAlert
        error={settings.error}
        onRetry={() => void settings.refetch()}
        retryLabel={t('settings.retry')}
      />
    );
  return <SettingsForm settings={settings.data} />;
}
