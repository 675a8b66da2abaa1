import type { SessionUser } from '@raahi/domain/auth';
import { dashboardPath, profilePath } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo';
import { useLogout } from '../../features/auth/api/logout';
import { ChooseOwnPasswordForm } from '../../features/profile/components/choose-own-password-form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Copyright } from './copyright';
import { LogoutDialog } from './logout-dialog';

/**
 * In place of every signed-in screen while the account still has a temporary password: the
 * server refuses everything else until the person chooses their own.
 */
export function PasswordGate({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  useDocumentTitle(t('passwordGate.documentTitle'));
  const navigate = useNavigate();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const home = user.role === 'driver' ? profilePath(user.role, user.id) : dashboardPath(user.role);
  const firstName = user.name.trim().split(/\s+/)[0] ?? '';

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="md">
          <Toolbar disableGutters sx={{ gap: 1, justifyContent: 'space-between' }}>
            <Logo to={home} />
            <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => setConfirming(true)}>
              {t('passwordGate.logout')}
            </Button>
          </Toolbar>
        </Container>
      </Box>
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, flexGrow: 1 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <LockResetIcon color="primary" sx={{ fontSize: 48, mb: 1 }} />
          <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
            {t('passwordGate.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('passwordGate.body', { name: firstName })}
          </Typography>
          <ChooseOwnPasswordForm
            user={user}
            onDone={() => void navigate(home, { replace: true })}
          />
        </Paper>
      </Container>
      <Box component="footer" sx={{ py: 2, textAlign: 'center' }}>
        <Copyright />
      </Box>
      <LogoutDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          logout();
        }}
      />
    </Box>
  );
}
