import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CodeIcon from '@mui/icons-material/Code';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import LaptopIcon from '@mui/icons-material/Laptop';
import LockIcon from '@mui/icons-material/Lock';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from '../../components/feature-card';
import { APP_VERSION } from '../../lib/config';
import { useDocumentTitle } from '../../lib/use-document-title';

const principles = [
  { id: 'indiaFirst', Icon: VerifiedUserIcon },
  { id: 'aadhaar', Icon: FingerprintIcon },
  { id: 'openSource', Icon: CodeIcon },
  { id: 'laptop', Icon: LaptopIcon },
  { id: 'ownData', Icon: LockIcon },
  { id: 'anyScreen', Icon: SmartphoneIcon },
] as const;

export function AboutUsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('about.documentTitle'));

  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
          <Box sx={{ maxWidth: 780 }}>
            <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
              {t('about.title')}
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 400, mb: 2 }}>
              {t('about.intro')}
            </Typography>
            <Typography color="text.secondary">{t('about.product')}</Typography>
          </Box>
        </Container>
      </Box>

      <Container
        component="section"
        aria-labelledby="principles-title"
        maxWidth="lg"
        sx={{ py: { xs: 6, md: 8 } }}
      >
        <Typography id="principles-title" variant="h4" component="h2" sx={{ mb: 4 }}>
          {t('about.principlesTitle')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {principles.map(({ id, Icon }) => (
            <FeatureCard
              key={id}
              icon={<Icon />}
              title={t(`about.${id}.title`)}
              body={t(`about.${id}.body`)}
            />
          ))}
        </Box>
      </Container>

      <Container
        component="section"
        aria-labelledby="contact-title"
        maxWidth="lg"
        sx={{ pb: { xs: 6, md: 8 } }}
      >
        <Card sx={{ borderColor: 'secondary.light' }}>
          <CardContent sx={{ p: { xs: 3, md: 4 } }}>
            <Typography id="contact-title" variant="h5" component="h2" sx={{ mb: 1.5 }}>
              {t('about.contactTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
              {t('about.contactBody')}
            </Typography>
            <Button
              component={RouterLink}
              to="/vendor-onboarding"
              variant="contained"
              endIcon={<ArrowForwardIcon />}
            >
              {t('nav.becomeVendor')}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
              {t('about.version', { version: APP_VERSION })}
            </Typography>
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
