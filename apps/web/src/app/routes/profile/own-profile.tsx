import type { SessionUser } from '@raahi/domain/auth';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { NotificationControls } from '../../../features/notifications/components/notification-controls';
import { useProfile } from '../../../features/profile/api/get-profile';
import { ChangePasswordForm } from '../../../features/profile/components/change-password-form';
import { ProfileDetailsForm } from '../../../features/profile/components/profile-details-form';
import { ProfileHeader } from '../../../features/profile/components/profile-header';
import { ProfilePhotoEditor } from '../../../features/profile/components/profile-photo-editor';
import { NotificationPreferencesGrid } from '../../../features/profile/components/notification-preferences-grid';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProfileSection } from './profile-section';

/** The signed-in person's own profile: details, photo, password and notifications. */
export function OwnProfile({ sessionUser }: { sessionUser: SessionUser }) {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.ownTitle'));
  const user = useProfile().data ?? sessionUser;
  // Drivers sign in by code and have no password to change.
  const hasPassword = user.role !== 'driver';

  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 3 }}>
      <ProfileHeader user={user} caption={t('profile.ownTitle')} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <ProfileSection id="profile-details-title" title={t('profile.details.title')}>
          {/* Remounted with each saved version, so the form starts from what the server has. */}
          <ProfileDetailsForm key={`${user.name}|${user.email}|${user.phone}`} user={user} />
        </ProfileSection>
        <ProfileSection id="profile-photo-title" title={t('profile.photo.title')}>
          <ProfilePhotoEditor user={user} />
        </ProfileSection>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: hasPassword ? '3fr 2fr' : '1fr' },
        }}
      >
        {hasPassword && (
          <ProfileSection
            id="profile-password-title"
            title={t('profile.password.title')}
            description={t('profile.password.description')}
          >
            <ChangePasswordForm username={user.email ?? user.phone ?? ''} />
          </ProfileSection>
        )}
        <ProfileSection
          id="profile-notifications-title"
          title={t('notifications.title')}
          description={t('notifications.description')}
        >
          <NotificationControls userId={user.id} />
        </ProfileSection>
      </Box>
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
