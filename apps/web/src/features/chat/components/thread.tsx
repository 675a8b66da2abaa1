import type { ChatMessage } from '@raahi/domain/chat';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/query-states';
import { ConfirmDialog } from '../../../components/records/confirm-dialog';
import { isApiError } from '../../../lib/api-error';
import { useLiveStatus } from '../../../lib/live-status';
import { useConversation } from '../api/get-conversation';
import { useHideMessage } from '../api/hide-message';
import { useMessages } from '../api/list-messages';
import { useMarkRead } from '../api/mark-read';
import { useChatOutbox } from '../api/use-chat-outbox';
import { useTyping } from '../api/use-typing';
import { isAfter, messagesOf, threadEntries, unreadThrough, type ThreadEntry } from '../lib/thread';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { MessageList } from './message-list';
import { QueuedBubble } from './queued-bubble';
import { ThreadHeader } from './thread-header';
import { TypingNote } from './typing-note';

interface ThreadProps {
  conversationId: string;
  me: string;
  /** Drivers get quick replies. */
  driver: boolean;
  /** Admins may hide a message. */
  mayHide: boolean;
  backTo?: string;
}

const later = (a: string | null, b: string | null) => (a && b ? (isAfter(a, b) ? a : b) : (a ?? b));

/**
 * Reports the newest message of others as read while the thread is on screen and the tab is
 * visible, once per message.
 */
function useReadReporting(
  conversationId: string,
  me: string,
  messages: ChatMessage[],
  lastRead: string | null | undefined,
) {
  const markRead = useMarkRead();
  const reported = useRef<string | null>(null);
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  const { mutate } = markRead;
  useEffect(() => {
    if (!visible || lastRead === undefined) return;
    const through = unreadThrough(messages, me, later(lastRead, reported.current));
    if (!through) return;
    reported.current = through;
    mutate({ conversationId, messageId: through });
  }, [conversationId, me, messages, lastRead, visible, mutate]);
}

/** A conversation: its messages (older ones on scrolling up), who is typing, and the composer. */
export function Thread({ conversationId, me, driver, mayHide, backTo }: ThreadProps) {
  const { t } = useTranslation();
  const conversation = useConversation(conversationId);
  const thread = useMessages(conversationId);
  const outbox = useChatOutbox(me);
  const { typing, typed, stopped } = useTyping(conversationId, me);
  const hide = useHideMessage();
  const [hiding, setHiding] = useState<ChatMessage | null>(null);
  const online = useLiveStatus((state) => state.status === 'live');

  const messages = useMemo(() => messagesOf(thread.data), [thread.data]);
  const entries = useMemo(
    () =>
      threadEntries(
        messages,
        outbox.queued.filter((queued) => queued.targetId === conversationId),
        me,
      ),
    [messages, outbox.queued, conversationId, me],
  );
  const lastRead = conversation.data?.members.find(
    (member) => member.userId === me,
  )?.lastReadMessageId;
  useReadReporting(
    conversationId,
    me,
    messages,
    conversation.data ? (lastRead ?? null) : undefined,
  );

  // Someone's message arrived: they have stopped typing.
  const newest = messages.at(-1);
  useEffect(() => {
    if (newest?.author) stopped(newest.author.userId);
  }, [newest, stopped]);

  if (conversation.isError || thread.isError) {
    const error = conversation.error ?? thread.error;
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">
          {isApiError(error) && error.status === 404
            ? t('chat.notFound')
            : isApiError(error)
              ? error.message
              : t('errors.unexpected')}
        </Alert>
      </Box>
    );
  }

  function renderEntry(entry: ThreadEntry) {
    if (entry.type === 'queued')
      return (
        <QueuedBubble
          queued={entry.queued}
          online={online}
          onRetry={() => void outbox.retry()}
          onRemove={outbox.remove}
        />
      );
    return (
      <MessageBubble
        message={entry.message}
        mine={entry.mine}
        onHide={mayHide ? setHiding : undefined}
      />
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ThreadHeader conversation={conversation.data} backTo={backTo} me={me} />
      {thread.isPending ? (
        <Box sx={{ flex: 1 }}>
          <LoadingBlock />
        </Box>
      ) : (
        <MessageList
          label={conversation.data?.title ?? t('chat.title')}
          entries={entries}
          renderEntry={renderEntry}
          hasOlder={thread.hasNextPage}
          loadingOlder={thread.isFetchingNextPage}
          olderFailed={thread.isFetchNextPageError}
          onLoadOlder={() => void thread.fetchNextPage()}
          footer={
            entries.length === 0 ? (
              <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
                {t('chat.noMessages')}
              </Typography>
            ) : undefined
          }
        />
      )}
      <TypingNote typing={typing} />
      {conversation.data && !conversation.data.canPost ? (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {t('chat.composer.readOnly')}
        </Alert>
      ) : (
        <Composer
          quickReplies={driver}
          onSend={(draft) => outbox.add(conversationId, draft)}
          onTyped={typed}
        />
      )}
      <ConfirmDialog
        open={hiding !== null}
        title={t('chat.hide.title')}
        body={t('chat.hide.body')}
        confirmLabel={t('chat.hide.confirm')}
        danger
        pending={hide.isPending}
        error={
          hide.error
            ? isApiError(hide.error)
              ? hide.error.message
              : t('errors.unexpected')
            : undefined
        }
        onConfirm={() =>
          hiding &&
          hide.mutate(
            { conversationId, messageId: hiding.id },
            { onSuccess: () => setHiding(null) },
          )
        }
        onClose={() => {
          hide.reset();
          setHiding(null);
        }}
      />
    </Box>
  );
}
