import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslation } from 'react-i18next';
import { formatClockTime } from '../../../lib/format-date';
import type { ChatDraft } from '../lib/chat-draft';
import type { QueuedMessage } from '../../../lib/outbox';
import { Bubble, MessageText } from './message-bubble';

interface QueuedBubbleProps {
  queued: QueuedMessage<ChatDraft>;
  /** Whether the browser can reach the server now: a message waits "for the connection" if not. */
  online: boolean;
  onRetry: () => void;
  onRemove: (clientId: string) => void;
}

/** One of my messages the server does not have yet: sending, waiting to go, or refused. */
export function QueuedBubble({ queued, online, onRetry, onRemove }: QueuedBubbleProps) {
  const { t } = useTranslation();
  const { draft, refused } = queued;
  const state = refused ? 'refused' : online ? 'sending' : 'waiting';
  return (
    <Bubble
      mine
      author={null}
      time={formatClockTime(queued.createdAt)}
      state={state}
      reason={refused}
    >
      {draft.kind === 'attachment' ? (
        <Typography variant="body2" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
          <AttachFileIcon fontSize="small" aria-hidden />
          {draft.file.name}
        </Typography>
      ) : (
        <MessageText text={draft.body} quick={draft.kind === 'quick-reply'} />
      )}
      {draft.kind === 'attachment' && draft.caption && <MessageText text={draft.caption} />}
      {refused && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Typography variant="caption" color="error">
            {t('chat.states.refused', { reason: refused })}
          </Typography>
          <Button size="small" onClick={() => onRemove(queued.clientId)}>
            {t('chat.remove')}
          </Button>
        </Box>
      )}
      {!refused && !online && (
        <Button size="small" onClick={onRetry} sx={{ justifySelf: 'end' }}>
          {t('chat.retry')}
        </Button>
      )}
    </Bubble>
  );
}
