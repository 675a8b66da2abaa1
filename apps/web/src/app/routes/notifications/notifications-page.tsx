import { NOTIFICATION_KINDS, type NotificationKind } from '@raahi/domain/notifications';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import type { NotificationFilters } from '../../../features/notifications/api/keys';
import { useNotifications } from '../../../features/notifications/api/list-notifications';
import { useMarkAllNotificationsRead } from '../../../features/notifications/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../../../features/notifications/api/mark-notification-read';
import { NotificationFiltersBar } from '../../../features/notifications/components/notification-filters';
import { NotificationItem } from '../../../features/notifications/components/notification-item';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The filters in the address (`?kind=…&unread=true`), so a filtered view can be shared. */
function filtersOf(params: URLSearchParams): NotificationFilters {
  const kind = params.get('kind') ?? '';
  return {
    kind: (NOTIFICATION_KINDS as readonly string[]).includes(kind)
      ? (kind as NotificationKind)
      : undefined,
    unread: params.get('unread') === 'true' || undefined,
  };
}

/** /notifications: the signed-in person's notifications, newest first. */
export function NotificationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.title'));
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useNotifications(filters);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(filters.kind ?? filters.unread);

  const onFilters = (next: NotificationFilters) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (next.kind) search.set('kind', next.kind);
        else search.delete('kind');
        if (next.unread) search.set('unread', 'true');
        else search.delete('unread');
        return search;
      },
      { replace: true },
    );

  return (
    <Box sx={{ maxWidth: 900, display: 'grid', gap: 2.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t('notifications.title')}
          </Typography>
          <Typography color="text.secondary">{t('notifications.intro')}</Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          onClick={() => markAll.mutate()}
          disabled={markAll.isPending}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Stack>
      <NotificationFiltersBar filters={filters} onChange={onFilters} />
      {markAll.isSuccess && (
        <Alert severity="success" onClose={() => markAll.reset()}>
          {t('notifications.markedAll', { count: markAll.data.marked })}
        </Alert>
      )}
      {(markAll.error ?? markRead.error) && (
        <Alert severity="error" onClose={() => (markAll.reset(), markRead.reset())}>
          {(markAll.error ?? markRead.error)?.message}
        </Alert>
      )}
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <QueryErrorAlert
          error={list.error}
          onRetry={() => void list.refetch()}
          retryLabel={t('notifications.retry')}
        />
      ) : items.length === 0 ? (
        <EmptyState
          Icon={NotificationsNoneIcon}
          title={t(filtered ? 'notifications.emptyFiltered.title' : 'notifications.empty.title')}
          body={t(filtered ? 'notifications.emptyFiltered.body' : 'notifications.empty.body')}
        />
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('notifications.title')}>
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onRead={(id) => markRead.mutate(id)}
              />
            ))}
          </List>
        </Paper>
      )}
      {list.hasNextPage && (
        <Button
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          sx={{ justifySelf: 'center' }}
        >
          {t('notifications.loadMore')}
        </Button>
      )}
    </Box>
  );
}
