import { lazy, Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo';
import { LanguageButton } from '../../features/languages/components/language-button';
import { PUBLIC_MENU_ID } from './public-header-menu-id';

const PublicHeaderMenu = lazy(() =>
  import('./public-header-menu').then((m) => ({ default: m.PublicHeaderMenu })),
);

/**
 * Top bar of the public pages. Wide screens show every link; below 600 px only the logo and
 * 'Sign in' stay visible and the rest moves into a menu.
 */
export function PublicHeader() {
  const { t } = useTranslation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const closeMenu = () => setMenuAnchor(null);

  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters component="nav" aria-label={t('nav.main')} sx={{ gap: 1 }}>
          <Logo to="/" />
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>
            <Button
              component={NavLink}
              to="/about-us"
              color="inherit"
              sx={{ '&[aria-current="page"]': { color: 'primary.main' } }}
            >
              {t('nav.aboutUs')}
            </Button>
            <Button component={RouterLink} to="/vendor-onboarding" variant="outlined">
              {t('nav.becomeVendor')}
            </Button>
          </Box>
          <LanguageButton />
          <Button component={RouterLink} to="/admin-login" variant="contained">
            {t('nav.signIn')}
          </Button>
          <IconButton
            edge="end"
            aria-label={t('nav.openMenu')}
            aria-controls={menuAnchor ? PUBLIC_MENU_ID : undefined}
            aria-haspopup="true"
            aria-expanded={menuAnchor ? 'true' : undefined}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          {menuAnchor && (
            <Suspense fallback={null}>
              <PublicHeaderMenu anchor={menuAnchor} onClose={closeMenu} />
            </Suspense>
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
