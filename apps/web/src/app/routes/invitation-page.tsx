import { INVITATION_TTL_HOURS } from '@raahi/domain/employees';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useInvitation } from '../../features/auth/api/get-invitation';
import { AcceptInvitationForm } from '../../features/auth/components/accept-invitation-form';
import { isApiError } from '../../lib/api-error';
import { formatDateTime } from '../../lib/format-date';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /invitation/:token: a new staff member or admin chooses a password and is signed in. */
export function InvitationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('invitation.documentTitle'));
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const [spent, setSpent] = useState(false);
  // 404: expired or used; 400: not a token at all. Either way the link cannot be used.
  const gone =
    spent ||
    (isApiError(invitation.error) &&
      (invitation.error.status === 404 || invitation.error.status === 400));

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {gone ? (
          <Box sx={{ textAlign: 'center' }}>
            <LinkOffIcon color="disabled" sx={{ fontSize: 56, mb: 1 }} />
            <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
              {t('invitation.gone.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('invitation.gone.body', { hours: INVITATION_TTL_HOURS })}
            </Typography>
            <Button component={RouterLink} to="/admin-login" variant="contained">
              {t('invitation.gone.signIn')}
            </Button>
          </Box>
        ) : invitation.data ? (
          <>
            <Typography variant="overline" component="p" color="text.secondary">
              {t('invitation.overline')}
            </Typography>
            <Typography variant="h4" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {t('invitation.title', { name: invitation.data.name })}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
              {invitation.data.email
                ? t('invitation.body', {
                    email: invitation.data.email,
                    expires: formatDateTime(invitation.data.expiresAt),
                  })
                : t('invitation.bodyNoEmail', {
                    expires: formatDateTime(invitation.data.expiresAt),
                  })}
            </Typography>
            <AcceptInvitationForm
              token={token}
              username={invitation.data.email ?? ''}
              onGone={() => setSpent(true)}
            />
          </>
        ) : invitation.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void invitation.refetch()}>
                {t('invitation.retry')}
              </Button>
            }
          >
            {isApiError(invitation.error) ? invitation.error.message : t('errors.unexpected')}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('app.loading')} />
          </Box>
        )}
      </Paper>
    </Container>
  );
}
