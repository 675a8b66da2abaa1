import type { ConversationKind, ConversationSummary } from '@raahi/domain/chat';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import BusinessIcon from '@mui/icons-material/Business';
import ForumIcon from '@mui/icons-material/Forum';
import LocalTaxiIcon from '@mui/icons-material/LocalTaxi';
import PersonIcon from '@mui/icons-material/Person';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { SearchField } from '../../../components/search-field';
import { useConversations } from '../api/list-conversations';
import { listTime, messagePreview } from '../lib/message-preview';

const KIND_ICONS: Record<ConversationKind, typeof ForumIcon> = {
  duty: LocalTaxiIcon,
  'operator-vendor': BusinessIcon,
  'vendor-driver': PersonIcon,
};

const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

function ConversationRow({
  conversation,
  selected,
  me,
  search,
}: {
  conversation: ConversationSummary;
  selected: boolean;
  me: string;
  /** The list's search, kept in the address as the conversation opens. */
  search: string;
}) {
  const { t } = useTranslation();
  const Icon = KIND_ICONS[conversation.kind];
  const unread = conversation.unreadCount;
  const when = conversation.lastMessage?.createdAt ?? conversation.updatedAt;
  const preview = messagePreview(t, conversation.lastMessage, me);
  // A list holds list items: the row's link sits in its own.
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={`/chat/${conversation.id}${search}`}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        data-testid={`conversation-${conversation.id}`}
        sx={{
          gap: 1.5,
          alignItems: 'flex-start',
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Avatar sx={{ bgcolor: 'secondary.main', width: 40, height: 40 }}>
          <Icon fontSize="small" />
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
            <Typography
              variant="body2"
              noWrap
              sx={{ flex: 1, fontWeight: unread ? 700 : 600 }}
              component="span"
              // A duty's place or a person's name: laid out (and cut short) in its own direction.
              dir="auto"
            >
              {conversation.title}
            </Typography>
            <Typography
              variant="caption"
              color={unread ? 'primary' : 'text.secondary'}
              component="span"
            >
              {listTime(when)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Typography
              variant="body2"
              color={unread ? 'text.primary' : 'text.secondary'}
              // The gap stands for the space after the colon, between parts of either direction.
              sx={{ flex: 1, minWidth: 0, display: 'flex', gap: 0.5 }}
              component="span"
            >
              {preview.who && (
                <Box component="span" dir="auto" sx={{ flex: 'none', whiteSpace: 'nowrap' }}>
                  {`${preview.who}:`}
                </Box>
              )}
              {/* Cut short at its own end, whichever direction the message is written in. */}
              <Box component="span" dir="auto" sx={{ minWidth: 0, ...ONE_LINE }}>
                {preview.text}
              </Box>
            </Typography>
            {unread > 0 && (
              <Badge
                badgeContent={unread}
                color="primary"
                max={99}
                aria-label={t('chat.unread', { count: unread })}
                sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
              />
            )}
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

interface ConversationListProps {
  me: string;
  q: string;
  onSearch: (q: string) => void;
  selectedId: string | undefined;
  /** Under the search: a way to start a conversation, where the caller has one. */
  start?: ReactNode;
}

/** The caller's conversations, most recent first, with the last message and unread count. */
export function ConversationList({ me, q, onSearch, selectedId, start }: ConversationListProps) {
  const { t } = useTranslation();
  const conversations = useConversations(q);
  const items = conversations.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 1 }}>
        <SearchField
          id="chat-search"
          size="small"
          label={t('chat.search')}
          placeholder={t('chat.searchPlaceholder')}
          value={q}
          onSearch={onSearch}
        />
        {start && <Box sx={{ justifySelf: 'start' }}>{start}</Box>}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {conversations.isPending ? (
          <LoadingBlock />
        ) : conversations.isError ? (
          <Box sx={{ p: 2 }}>
            <QueryErrorAlert
              error={conversations.error}
              onRetry={() => void conversations.refetch()}
              retryLabel={t('chat.tryAgain')}
            />
          </Box>
        ) : items.length === 0 ? (
          <Box sx={{ p: 3, textAlign: 'center' }}>
            <ForumIcon color="disabled" sx={{ fontSize: 48 }} />
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {q ? t('chat.noMatch', { q }) : t('chat.empty.title')}
            </Typography>
            {!q && (
              <Typography variant="body2" color="text.secondary">
                {t('chat.empty.body')}
              </Typography>
            )}
          </Box>
        ) : (
          <List disablePadding aria-label={t('chat.listLabel')}>
            {items.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                selected={conversation.id === selectedId}
                me={me}
                search={q ? `?q=${encodeURIComponent(q)}` : ''}
              />
            ))}
          </List>
        )}
        {conversations.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
            <Button
              onClick={() => void conversations.fetchNextPage()}
              disabled={conversations.isFetchingNextPage}
            >
              {t('chat.loadMore')}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
