import type { Notification } from '@raahi/domain/notifications';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { notificationText } from '../lib/notification-text';

interface NotificationItemProps {
  notification: Notification;
  /** Marks it read (also when it is opened). */
  onRead: (id: string) => void;
}

/** One notification: bold while unread, opening its record, with a "mark as read" button. */
export function NotificationItem({ notification, onRead }: NotificationItemProps) {
  const { t } = useTranslation();
  const { title, detail } = notificationText(t, notification);
  const unread = notification.readAt === null;
  const content = (
    <Box sx={{ minWidth: 0, flexGrow: 1, pr: unread ? 5 : 0 }}>
      <Typography
        component="p"
        sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}
        data-unread={unread || undefined}
      >
        {unread && (
          <Box
            component="span"
            aria-label={t('notifications.unread')}
            sx={{
              display: 'inline-block',
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: 'error.main',
              mr: 1,
              verticalAlign: 'middle',
            }}
          />
        )}
        {title}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(notification.createdAt)}
      </Typography>
    </Box>
  );
  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={
        unread ? (
          <Tooltip title={t('notifications.markRead')}>
            <IconButton
              edge="end"
              aria-label={t('notifications.markRead')}
              onClick={() => onRead(notification.id)}
            >
              <DoneIcon />
            </IconButton>
          </Tooltip>
        ) : undefined
      }
    >
      {notification.link ? (
        <ListItemButton
          component={RouterLink}
          to={notification.link}
          onClick={() => unread && onRead(notification.id)}
          sx={{ py: 1.25 }}
        >
          {content}
        </ListItemButton>
      ) : (
        <Box sx={{ px: 2, py: 1.25, width: '100%' }}>{content}</Box>
      )}
    </ListItem>
  );
}
