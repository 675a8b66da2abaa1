import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo';
import { Copyright } from './copyright';

const links = [
  { to: '/', label: 'nav.home' },
  { to: '/about-us', label: 'nav.aboutUs' },
  { to: '/vendor-onboarding', label: 'nav.becomeVendor' },
  { to: '/admin-login', label: 'nav.signIn' },
] as const;

export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: 4,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 3,
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ maxWidth: 360 }}>
          <Logo to="/" size="small" />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('app.tagline')}
          </Typography>
        </Box>
        <Box
          component="nav"
          aria-label={t('nav.footer')}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 3,
            rowGap: 1,
            alignItems: 'flex-start',
          }}
        >
          {links.map((link) => (
            <Link
              key={link.to}
              component={RouterLink}
              to={link.to}
              color="text.primary"
              underline="hover"
            >
              {t(link.label)}
            </Link>
          ))}
        </Box>
      </Container>
      <Container maxWidth="lg" sx={{ pb: 3 }}>
        <Copyright />
      </Container>
    </Box>
  );
}
