import type { SessionUser } from '@raahi/domain/auth';
import { dashboardPath } from '@raahi/domain/roles';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChatIcon from '@mui/icons-material/Chat';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/Notifications';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo';
import { useChatBadge } from '../../features/chat/api/use-chat-badge';
import { useNotificationBadge } from '../../features/notifications/api/count-unread-notifications';
import { useMeta } from '../../features/system/api/get-meta';
import { useTaskBadge } from '../../features/tasks/api/count-tasks';
import { AccountMenu } from './account-menu';
import { OfflineIndicator } from './offline-indicator';
import { SIDEBAR_WIDTH } from './shell-sizes';

// Spec §2 shows fixed demo counts; ours are real and kept live (a deliberate difference):
// Notifications' is the caller's unread notifications, Chat's their unread messages, and
// Tasks' their open tasks due today or overdue.
const BADGE_BUTTONS = [
  { key: 'notifications', to: '/notifications', Icon: NotificationsIcon },
  { key: 'chat', to: '/chat', Icon: ChatIcon },
  { key: 'tasks', to: '/tasks', Icon: TaskAltIcon },
  // The calendar is not built yet: the specification's dot, without a count.
  { key: 'calendar', to: '/calendar', Icon: CalendarMonthIcon },
] as const;

interface TopBarProps {
  user: SessionUser | null;
  onOpenSidebar: () => void;
}

export function TopBar({ user, onOpenSidebar }: TopBarProps) {
  const { t } = useTranslation();
  const demo = Boolean(useMeta().data?.demo);
  const unreadChat = useChatBadge(user?.id);
  const openTasks = useTaskBadge(user?.role);
  const unreadNotifications = useNotificationBadge(user?.id);
  const counts = {
    notifications: unreadNotifications,
    chat: unreadChat,
    tasks: openTasks,
    calendar: 0,
  };

  return (
    <AppBar
      position="fixed"
      sx={{
        width: { md: `calc(100% - ${SIDEBAR_WIDTH}px)` },
        ml: { md: `${SIDEBAR_WIDTH}px` },
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.25, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          aria-label={t('shell.openSidebar')}
          onClick={onOpenSidebar}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        {user && (
          <Box sx={{ display: { xs: 'flex', md: 'none' }, mr: 0.5 }}>
            <Logo to={dashboardPath(user.role)} size="small" compact />
          </Box>
        )}
        {demo && <Chip label={t('demo.chip')} color="secondary" size="small" variant="outlined" />}
        <OfflineIndicator />
        <Box sx={{ flexGrow: 1 }} />
        {BADGE_BUTTONS.map(({ key, to, Icon }) => {
          const count = counts[key];
          return (
            <IconButton
              key={key}
              component={RouterLink}
              to={to}
              aria-label={t(`shell.badges.${key}`, { count })}
              sx={{ p: { xs: 0.75, sm: 1 } }}
            >
              <Badge
                color={count ? 'error' : 'secondary'}
                badgeContent={count || undefined}
                variant={count ? 'standard' : 'dot'}
              >
                <Icon />
              </Badge>
            </IconButton>
          );
        })}
        {user && <AccountMenu user={user} />}
      </Toolbar>
    </AppBar>
  );
}
