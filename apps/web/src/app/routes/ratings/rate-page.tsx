import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/query-states';
import { useRateByLink, useRatingLink } from '../../../features/ratings/api/ratings';
import { RatingForm } from '../../../features/ratings/components/rating-form';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Why a link cannot be used, from its state or the server's answer to the rating. */
function goneReason(error: unknown): 'used' | 'expired' | 'unknown' | null {
  if (!isApiError(error)) return null;
  if (error.status === 404 || error.status === 400) return 'unknown';
  const reason = (error.details as { reason?: string } | undefined)?.reason;
  return reason === 'used' || reason === 'expired' ? reason : null;
}

/** /rate/:token: the passenger rates a finished trip from the texted link, without signing in. */
export function RatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('ratings.rate.documentTitle'));
  const { token = '' } = useParams();
  const link = useRatingLink(token);
  const rate = useRateByLink(token);
  const gone =
    goneReason(rate.error) ??
    goneReason(link.error) ??
    (link.data && link.data.state !== 'open' ? link.data.state : null);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {rate.isSuccess ? (
          <Box sx={{ textAlign: 'center', display: 'grid', gap: 1, justifyItems: 'center' }}>
            <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
            <Typography variant="h5" component="h1">
              {t('ratings.rate.thanks')}
            </Typography>
            <Typography color="text.secondary">{t('ratings.rate.thanksBody')}</Typography>
          </Box>
        ) : gone ? (
          <Box sx={{ textAlign: 'center', display: 'grid', gap: 1, justifyItems: 'center' }}>
            <LinkOffIcon color="disabled" sx={{ fontSize: 56 }} />
            <Typography variant="h5" component="h1">
              {t(`ratings.rate.gone.${gone}.title`)}
            </Typography>
            <Typography color="text.secondary">{t(`ratings.rate.gone.${gone}.body`)}</Typography>
          </Box>
        ) : link.isPending ? (
          <LoadingBlock />
        ) : link.isError ? (
          <Alert severity="error">{link.error.message}</Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box>
              <Typography variant="h5" component="h1">
                {t('ratings.rate.title')}
              </Typography>
              <Typography color="text.secondary">
                {t('ratings.rate.trip', {
                  regId: link.data.dutyRegId,
                  at: formatDateTime(link.data.completedAt),
                })}
              </Typography>
              {(link.data.driverName || link.data.vehicleNumber) && (
                <Typography color="text.secondary">
                  {[link.data.driverName, link.data.vehicleNumber].filter(Boolean).join(' · ')}
                </Typography>
              )}
            </Box>
            {rate.isError && <Alert severity="error">{rate.error.message}</Alert>}
            <RatingForm
              busy={rate.isPending}
              onSubmit={(input) => rate.mutate(input)}
              submitLabel={t('ratings.rate.submit')}
            />
          </Box>
        )}
      </Paper>
    </Container>
  );
}
