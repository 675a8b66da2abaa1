import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type en from '../../locales/en.json';
import { dashboardPathFor } from '../../lib/dashboard-path';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A screen named in the spec whose feature is not built yet; its copy lives under `screens`. */
export type ScreenKey = keyof (typeof en)['screens'];

/** The honest placeholder for a screen that is on the way: its name and what it will do. */
export function ComingSoonPage({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const dashboard = useSession((state) =>
    state.hasToken() ? dashboardPathFor(state.role ?? state.user?.role) : null,
  );
  const title = t(`screens.${screen}.title`);
  useDocumentTitle(title);

  const back =
    dashboard && dashboard !== pathname
      ? { to: dashboard, label: t('comingSoon.backToDashboard') }
      : { to: '/', label: t('comingSoon.backToHome') };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Chip
          icon={<ConstructionIcon />}
          label={t('comingSoon.badge')}
          color="secondary"
          variant="outlined"
          sx={{ mb: 2 }}
        />
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('comingSoon.notice')} {t(`screens.${screen}.description`)}
        </Typography>
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />}>
          {back.label}
        </Button>
      </Paper>
    </Container>
  );
}
