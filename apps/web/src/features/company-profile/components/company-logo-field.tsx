import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { useAuthedImage } from '../../../lib/use-authed-image';
import { useChangeCompanyLogo } from '../api/company-profile';

/** The logo printed on invoices: its preview, and for the admin, upload and remove. */
export function CompanyLogoField(props: { hasLogo: boolean; version: string; canEdit: boolean }) {
  const { hasLogo, version, canEdit } = props;
  const { t } = useTranslation();
  const change = useChangeCompanyLogo();
  // The profile's time changes with each new logo, so the preview is read again.
  const preview = useAuthedImage(
    hasLogo ? `/company-profile/logo?v=${encodeURIComponent(version)}` : null,
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2">
        {t('companyProfile.logo.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('companyProfile.logo.help')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box
          sx={{
            width: 200,
            height: 80,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'background.paper',
          }}
        >
          {preview ? (
            <Box
              component="img"
              src={preview}
              alt={t('companyProfile.logo.alt')}
              sx={{ maxWidth: 190, maxHeight: 70, objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('companyProfile.logo.none')}
            </Typography>
          )}
        </Box>
        {canEdit && (
          <Stack direction="row" spacing={1}>
            <Button component="label" variant="outlined" disabled={change.isPending}>
              {t(hasLogo ? 'companyProfile.logo.replace' : 'companyProfile.logo.upload')}
              <input
                hidden
                type="file"
                accept="image/png,image/jpeg"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) change.mutate(file);
                }}
              />
            </Button>
            {hasLogo && (
              <Button color="error" disabled={change.isPending} onClick={() => change.mutate(null)}>
                {t('companyProfile.logo.remove')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {change.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {change.error instanceof ApiError
            ? change.error.message
            : t('companyProfile.logo.failed')}
        </Alert>
      )}
    </Paper>
  );
}
