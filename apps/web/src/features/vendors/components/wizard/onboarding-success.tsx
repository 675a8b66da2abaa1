import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SubmittedVendor } from '../../lib/onboarding-draft';

interface OnboardingSuccessProps {
  vendor: SubmittedVendor;
  onAnother: () => void;
}

/** After sign-up: the Registration ID, and what happens next. */
export function OnboardingSuccess({ vendor, onAnother }: OnboardingSuccessProps) {
  const { t } = useTranslation();
  const steps = [
    t('vendors.wizard.success.review'),
    t('vendors.wizard.success.signIn', { email: vendor.email }),
    t('vendors.wizard.success.approved'),
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <TaskAltIcon color="success" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('vendors.wizard.success.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {t('vendors.wizard.success.body', { name: vendor.name, regId: vendor.regId })}
        </Typography>
        <Typography
          component="p"
          aria-label={t('vendors.fields.regId')}
          sx={{
            display: 'inline-block',
            px: 2,
            py: 1,
            borderRadius: 2,
            bgcolor: 'background.default',
            fontFamily: 'monospace',
            fontSize: '1.5rem',
            fontWeight: 700,
            letterSpacing: 1,
          }}
        >
          {vendor.regId}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('vendors.wizard.success.keepId')}
        </Typography>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('vendors.wizard.success.nextTitle')}
      </Typography>
      <Box component="ol" sx={{ pl: 3, mt: 0, mb: 3, display: 'grid', gap: 1 }}>
        {steps.map((step) => (
          <li key={step}>
            <Typography>{step}</Typography>
          </li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button onClick={onAnother}>{t('vendors.wizard.success.another')}</Button>
        <Button component={RouterLink} to="/admin-login" variant="contained">
          {t('vendors.wizard.success.signInAction')}
        </Button>
      </Box>
    </Paper>
  );
}
