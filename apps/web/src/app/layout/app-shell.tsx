import { Suspense } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { SpinnerOverlay } from '../../components/spinner-overlay';
import { dashboardPathFor } from '../../lib/dashboard-path';
import { useSession } from '../../lib/session';
import { Copyright } from './copyright';

const FOOTER_HEIGHT = 40;

/**
 * Layout of every signed-in screen. For now a top bar, the content and a fixed footer; the
 * sidebar, badges and account menu of spec §2 replace the top bar's contents later.
 */
export function AppShell() {
  const role = useSession((state) => state.role ?? state.user?.role ?? null);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          <Logo to={dashboardPathFor(role) ?? '/'} />
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, pb: `${FOOTER_HEIGHT + 24}px` }}
      >
        <Suspense fallback={<SpinnerOverlay />}>
          <Outlet />
        </Suspense>
      </Box>
      <Box
        component="footer"
        sx={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          height: FOOTER_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Copyright />
      </Box>
    </Box>
  );
}
