import type { SessionUser } from '@raahi/domain/auth';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { useOwnDriver } from '../../../features/drivers/api/get-own-driver';
import { AssignedVehicle } from '../../../features/drivers/components/assigned-vehicle';
import { DriverDetailsSection } from '../../../features/drivers/components/driver-details';
import { DriverDocuments } from '../../../features/drivers/components/driver-documents';
import { DriverHeader } from '../../../features/drivers/components/driver-header';
import { NotificationControls } from '../../../features/notifications/components/notification-controls';
import { NotificationPreferencesGrid } from '../../../features/profile/components/notification-preferences-grid';
import { isApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OwnProfile } from './own-profile';
import { ProfileSection } from './profile-section';

const STATUS_SEVERITY = {
  Approved: 'success',
  Pending: 'warning',
  Rejected: 'error',
  Staged: 'info',
} as const;

/**
 * A driver's home (/profile/{id}): its own driver record, read only. The vendor keeps the
 * record; the driver sees where its approval stands, its photo, documents and details.
 */
export function DriverOwnProfile({ sessionUser }: { sessionUser: SessionUser }) {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.ownTitle'));
  const query = useOwnDriver();
  const driver = query.data;

  // A driver account without a driver record (should not happen): the plain profile.
  if (isApiError(query.error) && query.error.status === 404)
    return <OwnProfile sessionUser={sessionUser} />;
  if (query.isError) {
    return (
      <QueryErrorAlert
        error={query.error}
        onRetry={() => void query.refetch()}
        retryLabel={t('profile.retry')}
      />
    );
  }
  if (!driver) return <LoadingBlock />;

  const status = driver.approvalStatus;
  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
      <DriverHeader driver={driver} caption={t('drivers.own.caption')} />
      <Alert severity={STATUS_SEVERITY[status]}>
        <AlertTitle>{t(`drivers.own.status.${status}.title`)}</AlertTitle>
        {status === 'Rejected' && driver.rejectionReason
          ? t('drivers.own.status.Rejected.reason', { reason: driver.rejectionReason })
          : t(`drivers.own.status.${status}.body`)}
      </Alert>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <DriverDetailsSection driver={driver} section="identity" />
        <DriverDetailsSection driver={driver} section="contact" />
      </Box>
      <ProfileSection id="own-driver-documents" title={t('drivers.sections.documents')}>
        <DriverDocuments driverId={driver.id} images={driver.images} editable={false} restricted />
      </ProfileSection>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <DriverDetailsSection driver={driver} section="preferences" />
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <ProfileSection id="own-driver-vehicle" title={t('drivers.sections.vehicle')}>
            <AssignedVehicle driver={driver} linkable={false} />
          </ProfileSection>
          <ProfileSection
            id="profile-notifications-title"
            title={t('notifications.title')}
            description={t('notifications.description')}
          >
            <NotificationControls userId={sessionUser.id} />
          </ProfileSection>
        </Box>
      </Box>
      <Alert severity="info">{t('drivers.own.changes')}</Alert>
      <ProfileSection
        id="profile-notification-preferences-title"
        title={t('notificationPreferences.title')}
        description={t('notificationPreferences.description')}
      >
        <NotificationPreferencesGrid />
      </ProfileSection>
    </Box>
  );
}
