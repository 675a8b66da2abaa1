import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { SOS_ROLES } from '@raahi/domain/permissions';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { SpinnerOverlay } from '../../components/spinner-overlay';
import { useProfile } from '../../features/profile/api/get-profile';
import { SosAlarm } from '../../features/safety/components/sos-alarm';
import { isRole } from '../../lib/is-role';
import { useSession } from '../../lib/session';
import { useLiveSocket } from '../../lib/use-live-socket';
import { usePushRegistration } from '../../lib/use-push-registration';
import { useApplyLiveEvents } from '../live-events';
import { Copyright } from './copyright';
import { FOOTER_HEIGHT, SIDEBAR_WIDTH } from './shell-sizes';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { UpdatePrompt } from './update-prompt';

// Only accounts still on a temporary password see the gate: its form stays out of the shell.
const PasswordGate = lazy(() =>
  import('./password-gate').then((m) => ({ default: m.PasswordGate })),
);

const drawerPaper = { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } as const;

/**
 * Layout of every signed-in screen (spec §2): a 240 px sidebar (permanent from 900 px up, a
 * drawer below), a fixed top bar, the content and a fixed footer. While mounted it keeps the
 * session's user fresh from the server, the live socket open (its events refreshing what the
 * screens show) and push registered. An account that must replace its temporary password sees
 * only the screen for that.
 */
export function AppShell() {
  const user = useSession((state) => state.user);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  // One sidebar is mounted, the one for this width: both (the phone's drawer kept mounted and
  // the permanent one hidden by CSS) rendered every entry twice at each start and navigation.
  // The phone's drawer draws its entries only while open: kept mounted, it drew them, and
  // measured itself off screen, behind every phone's first screen.
  // Without matchMedia (jsdom) the width is unknown: the permanent one.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), {
    defaultMatches: true,
  });

  const role = user && isRole(user.role) ? user.role : null;
  const viewer = user && role ? { userId: user.id, role, vendorId: user.vendorId } : null;
  useLiveSocket(user?.id, role ?? undefined, useApplyLiveEvents(viewer));
  usePushRegistration(user?.id);

  // A temporary password opens nothing but the screen that replaces it (the API agrees).
  if (user?.mustChangePassword)
    return (
      <Suspense fallback={<SpinnerOverlay />}>
        <FreshUser />
        <PasswordGate user={user} />
      </Suspense>
    );

  const sidebar = user && role && <Sidebar role={role} userId={user.id} />;

  return (
    <Box sx={{ minHeight: '100vh' }}>
      <FreshUser />
      <TopBar user={user} onOpenSidebar={() => setSidebarOpen(true)} />
      <Box component="aside">
        {wide ? (
          <Drawer variant="permanent" open sx={{ '& .MuiDrawer-paper': drawerPaper }}>
            {sidebar}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={sidebarOpen}
            onClose={() => setSidebarOpen(false)}
            sx={{ '& .MuiDrawer-paper': drawerPaper }}
          >
            {user && role && (
              <Sidebar role={role} userId={user.id} onNavigate={() => setSidebarOpen(false)} />
            )}
          </Drawer>
        )}
      </Box>
      <Box
        component="main"
        sx={{
          ml: { md: `${SIDEBAR_WIDTH}px` },
          px: { xs: 2, md: 3 },
          pb: `${FOOTER_HEIGHT + 24}px`,
          minWidth: 0,
        }}
      >
        <Toolbar />
        <Box sx={{ pt: { xs: 2, md: 3 } }}>
          {role && (SOS_ROLES as readonly string[]).includes(role) && <SosAlarm />}
          <Suspense fallback={<SpinnerOverlay />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <Box
        component="footer"
        sx={{
          position: 'fixed',
          left: { xs: 0, md: SIDEBAR_WIDTH },
          right: 0,
          bottom: 0,
          height: FOOTER_HEIGHT,
          zIndex: (theme) => theme.zIndex.appBar,
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
      <UpdatePrompt />
    </Box>
  );
}

/**
 * Keeps the session's user as the server has it now. On its own, so the server's answer draws
 * nothing when the user has not changed: read in the shell, it drew the whole page twice more
 * (once for the answer, once for the store's copy of it).
 */
function FreshUser() {
  const profile = useProfile();
  useEffect(() => {
    if (profile.data) useSession.getState().setUser(profile.data);
  }, [profile.data]);
  return null;
}
