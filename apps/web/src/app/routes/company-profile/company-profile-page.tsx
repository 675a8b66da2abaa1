import { can } from '@raahi/domain/permissions';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useCompanyProfile } from '../../../features/company-profile/api/company-profile';
import { CompanyLogoField } from '../../../features/company-profile/components/company-logo-field';
import { CompanyProfileForm } from '../../../features/company-profile/components/company-profile-form';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /companyprofile: the operator's legal details every invoice prints. */
export function CompanyProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('companyProfile.title'));
  const user = useSession((state) => state.user);
  const profile = useCompanyProfile();
  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (!can(user.role, 'company-profile:read')) return <Navigate to="/" replace />;
  return (
    <Box>
      <Typography variant="h4" component="h1">
        {t('companyProfile.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('companyProfile.intro')}
      </Typography>
      {profile.isPending ? (
        <LoadingBlock />
      ) : profile.isError ? (
        <QueryErrorAlert
          error={profile.error}
          onRetry={() => void profile.refetch()}
          retryLabel={t('companyProfile.retry')}
        />
      ) : (
        <>
          {profile.data.profile && (
            <CompanyLogoField
              hasLogo={profile.data.hasLogo}
              version={profile.data.profile.updatedAt}
              canEdit={can(user.role, 'company-profile:manage')}
            />
          )}
          <CompanyProfileForm
            profile={profile.data.profile}
            canEdit={can(user.role, 'company-profile:manage')}
          />
        </>
      )}
    </Box>
  );
}
