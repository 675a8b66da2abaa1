import type { SessionUser } from '@raahi/domain/auth';
import { formatPhone } from '@raahi/domain/formats';
import { profilePath } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { initialsOf, UserAvatar } from '../../components/user-avatar';
import { useLogout } from '../../features/auth/api/logout';
import { LogoutDialog } from './logout-dialog';

const popoverId = 'account-menu';

/** What the account menu lists about the person (spec §2), the lines that have a value. */
export function AccountDetails({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const lines = [
    user.email,
    user.phone ? formatPhone(user.phone) : null,
    user.regId ? t('shell.account.id', { regId: user.regId }) : null,
    user.approvalStatus ? t('shell.account.approvalStatus', { status: user.approvalStatus }) : null,
    user.accountStatus ? t('shell.account.accountStatus', { status: user.accountStatus }) : null,
  ].filter((line): line is string => Boolean(line));
  return (
    <Box sx={{ px: 2, pt: 2, pb: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <UserAvatar name={user.name} pic={user.pic} size={44} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.name}</Typography>
        {lines.map((line) => (
          <Typography
            key={line}
            variant="body2"
            color="text.secondary"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {/* Isolated, so +91 numbers and e-mails keep their order in right-to-left text. */}
            <bdi>{line}</bdi>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** The avatar in the top bar and what it opens: details, Settings, Logout (with confirmation). */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        // The name holds the initials the avatar shows, for voice control (WCAG 2.5.3).
        aria-label={t('shell.account.open', { initials: initialsOf(user.name) })}
        aria-controls={anchor ? popoverId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar name={user.name} pic={user.pic} size={36} />
      </IconButton>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 300, maxWidth: 'calc(100vw - 32px)', mt: 1 } } }}
      >
        <AccountDetails user={user} />
        <Divider />
        <MenuList autoFocusItem={Boolean(anchor)} aria-label={t('shell.account.menuLabel')}>
          <MenuItem component={RouterLink} to={profilePath(user.role, user.id)} onClick={close}>
            <ListItemIcon>
              <SettingsIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('shell.account.settings')}</ListItemText>
          </MenuItem>
          <MenuItem
            onClick={() => {
              close();
              setConfirming(true);
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('shell.account.logout')}</ListItemText>
          </MenuItem>
        </MenuList>
      </Popover>
      <LogoutDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          logout();
        }}
      />
    </>
  );
}
