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
const BADGE_BUTTONS = {
  notifications: { to: '/notifications', Icon: NotificationsIcon },
  chat: { to: '/chat', Icon: ChatIcon },
  tasks: { to: '/tasks', Icon: TaskAltIcon },
  // The calendar is not built yet: the specification's dot, without a count.
  calendar: { to: '/calendar', Icon: CalendarMonthIcon },
} as const;

interface TopBarProps {
  user: SessionUser | null;
  onOpenSidebar: () => void;
}

/**
 * The bar above every signed-in screen. Each count and the demo chip read their own query in
 * their own component: an answer redraws its button, not the bar (read here, each answer drew
 * the whole bar again, account menu included, while the page was still starting).
 */
export function TopBar({ user, onOpenSidebar }: TopBarProps) {
  const { t } = useTranslation();

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
        <DemoChip />
        <OfflineIndicator />
        <Box sx={{ flexGrow: 1 }} />
        <NotificationsButton userId={user?.id} />
        <ChatButton userId={user?.id} />
        <TasksButton role={user?.role} />
        <CountButton badge="calendar" count={0} />
        {user && <AccountMenu user={user} />}
      </Toolbar>
    </AppBar>
  );
}

function DemoChip() {
  const { t } = useTranslation();
  const demo = Boolean(useMeta().data?.demo);
  return demo && <Chip label={t('demo.chip')} color="secondary" size="small" variant="outlined" />;
}

function NotificationsButton({ userId }: { userId: string | undefined }) {
  return <CountButton badge="notifications" count={useNotificationBadge(userId)} />;
}

function ChatButton({ userId }: { userId: string | undefined }) {
  return <CountButton badge="chat" count={useChatBadge(userId)} />;
}

function TasksButton({ role }: { role: SessionUser['role'] | undefined }) {
  return <CountButton badge="tasks" count={useTaskBadge(role)} />;
}

function CountButton({ badge, count }: { badge: keyof typeof BADGE_BUTTONS; count: number }) {
  const { t } = useTranslation();
  const { to, Icon } = BADGE_BUTTONS[badge];
  return (
    <IconButton
      component={RouterLink}
      to={to}
      aria-label={t(`shell.badges.${badge}`, { count })}
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
}
