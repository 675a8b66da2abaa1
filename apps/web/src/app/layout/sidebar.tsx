import { activeSidebarKey, sidebarFor } from '@raahi/domain/navigation';
import { dashboardPath, type Role } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo';
import { SIDEBAR_ITEMS } from './sidebar-items';

interface SidebarProps {
  role: Role;
  userId: string;
  /** Called after an entry is chosen, so the phone drawer can close. */
  onNavigate?: () => void;
}

/** The entries the role may use (spec §2, §6), the one under the current path highlighted. */
export function Sidebar({ role, userId, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = sidebarFor(role, userId);
  const active = activeSidebarKey(entries, pathname);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {/* Clicks bubble up from the logo link, so the phone drawer closes on it too. */}
      <Toolbar sx={{ px: 2.5 }} onClick={onNavigate}>
        <Logo to={dashboardPath(role)} />
      </Toolbar>
      <Divider />
      <List component="nav" aria-label={t('shell.sidebarLabel')} sx={{ px: 1, py: 1.5 }}>
        {entries.map(({ key, path }) => {
          const { label, Icon } = SIDEBAR_ITEMS[key];
          const selected = key === active;
          return (
            <ListItemButton
              key={key}
              component={RouterLink}
              to={path}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              onClick={onNavigate}
              sx={(theme) => ({
                borderRadius: 2,
                mb: 0.5,
                px: 1.5,
                '&.Mui-selected, &.Mui-selected:hover': {
                  bgcolor: alpha(theme.palette.primary.main, 0.1),
                  color: 'primary.main',
                  '& .MuiListItemIcon-root': { color: 'primary.main' },
                },
              })}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon />
              </ListItemIcon>
              <ListItemText
                primary={t(label)}
                slotProps={{
                  primary: {
                    sx: { fontSize: '0.95rem', lineHeight: 1.4, fontWeight: selected ? 600 : 500 },
                  },
                }}
              />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}
