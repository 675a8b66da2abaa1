import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../features/profile/api/get-user';
import { ProfileHeader } from '../../../features/profile/components/profile-header';
import { isApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Someone else's profile, read only; 404 (or a malformed id) reads as "not yours to see". */
export function OtherProfile({ userId, homePath }: { userId: string; homePath: string }) {
  const { t } = useTranslation();
  const query = useUser(userId);
  const missing =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  useDocumentTitle(
    query.data ? query.data.name : t(missing ? 'profile.notFound.title' : 'profile.title'),
  );

  if (query.data) return <ProfileHeader user={query.data} caption={t('profile.title')} />;

  if (missing) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, textAlign: 'center' }}>
        <PersonOffIcon color="disabled" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {t('profile.notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('profile.notFound.body')}
        </Typography>
        <Button component={RouterLink} to={homePath} variant="contained">
          {t('profile.notFound.back')}
        </Button>
      </Paper>
    );
  }

  if (query.error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('profile.retry')}
          </Button>
        }
      >
        {isApiError(query.error) ? query.error.message : t('errors.unexpected')}
      </Alert>
    );
  }

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
