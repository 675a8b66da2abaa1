import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LoginIcon from '@mui/icons-material/Login';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AudienceSection } from './audience-section';
import { CapabilitiesSection } from './capabilities-section';
import { DutyFlowCard } from './duty-flow-card';

export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.documentTitle'));

  return (
    <>
      <Box
        component="section"
        aria-labelledby="landing-title"
        sx={{
          background: 'linear-gradient(160deg, #FFFFFF 0%, #F7ECF7 55%, #E6F1F5 100%)',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Container
          maxWidth="lg"
          sx={{
            py: { xs: 5, md: 9 },
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
            gap: { xs: 4, md: 6 },
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography
              variant="overline"
              component="p"
              color="secondary.dark"
              sx={{ fontWeight: 700, lineHeight: 1.5, mb: 1 }}
            >
              {t('landing.hero.eyebrow')}
            </Typography>
            <Typography id="landing-title" variant="h2" component="h1" sx={{ mb: 2 }}>
              {t('landing.hero.title')}
            </Typography>
            <Typography
              variant="h6"
              component="p"
              color="text.secondary"
              sx={{ fontWeight: 400, mb: 4 }}
            >
              {t('landing.hero.body')}
            </Typography>
            <CallsToAction />
          </Box>
          <DutyFlowCard />
        </Container>
      </Box>

      <AudienceSection />
      <CapabilitiesSection />

      <Box
        component="section"
        aria-labelledby="landing-cta"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Container maxWidth="md" sx={{ py: { xs: 6, md: 8 }, textAlign: 'center' }}>
          <Typography id="landing-cta" variant="h4" component="h2" sx={{ mb: 2 }}>
            {t('landing.cta.title')}
          </Typography>
          <Typography sx={{ mb: 4, opacity: 0.9 }}>{t('landing.cta.body')}</Typography>
          <CallsToAction inverted />
        </Container>
      </Box>
    </>
  );
}

function CallsToAction({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        justifyContent: inverted ? 'center' : 'flex-start',
      }}
    >
      <Button
        component={RouterLink}
        to="/admin-login"
        size="large"
        variant="contained"
        startIcon={<LoginIcon />}
        sx={
          inverted
            ? { bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: '#F3E5F3' } }
            : undefined
        }
      >
        {t('nav.signIn')}
      </Button>
      <Button
        component={RouterLink}
        to="/vendor-onboarding"
        size="large"
        variant="outlined"
        endIcon={<ArrowForwardIcon />}
        sx={
          inverted
            ? {
                color: 'common.white',
                borderColor: 'rgba(255,255,255,0.7)',
                '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' },
              }
            : undefined
        }
      >
        {t('nav.becomeVendor')}
      </Button>
    </Box>
  );
}
