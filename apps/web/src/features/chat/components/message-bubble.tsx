import type { ChatMessage } from '@raahi/domain/chat';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import BoltIcon from '@mui/icons-material/Bolt';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClockTime } from '../../../lib/format-date';
import { MessageAttachment } from './message-attachment';
import { MessageState, type ShownState } from './message-state';

interface BubbleProps {
  mine: boolean;
  author: string | null;
  time: string;
  state: ShownState | null;
  reason?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A message's frame: mine on the right in the primary tint, others' on the left, named. */
export function Bubble({ mine, author, time, state, reason, actions, children }: BubbleProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        justifyContent: mine ? 'flex-end' : 'flex-start',
        alignItems: 'flex-start',
        gap: 0.5,
        px: { xs: 1, sm: 2 },
      }}
    >
      {mine && actions}
      <Box
        sx={{
          maxWidth: { xs: '85%', sm: '70%' },
          minWidth: 0,
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderTopRightRadius: mine ? 4 : undefined,
          borderTopLeftRadius: mine ? undefined : 4,
          bgcolor: (theme) =>
            mine ? alpha(theme.palette.primary.main, 0.08) : theme.palette.background.paper,
          border: 1,
          borderColor: (theme) =>
            mine ? alpha(theme.palette.primary.main, 0.2) : theme.palette.divider,
          display: 'grid',
          gap: 0.5,
        }}
      >
        {author && (
          <Typography variant="caption" sx={{ fontWeight: 700, color: 'secondary.dark' }}>
            {author}
          </Typography>
        )}
        {children}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 0.5,
            color: 'text.secondary',
          }}
        >
          <Typography variant="caption" component="span">
            {time}
          </Typography>
          {state && <MessageState state={state} reason={reason} />}
        </Box>
      </Box>
      {!mine && actions}
    </Box>
  );
}

export function MessageText({ text, quick = false }: { text: string; quick?: boolean }) {
  return (
    <Typography
      variant="body2"
      sx={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontWeight: quick ? 600 : undefined,
        display: quick ? 'inline-flex' : undefined,
        alignItems: 'center',
        gap: 0.5,
      }}
    >
      {quick && <BoltIcon fontSize="small" color="secondary" aria-hidden />}
      {text}
    </Typography>
  );
}

function HideAction({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('chat.messageActions')}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mt: 0.5 }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onHide();
          }}
        >
          {t('chat.hide.action')}
        </MenuItem>
      </Menu>
    </>
  );
}

interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  /** Given to an admin: the message can be hidden. */
  onHide?: (message: ChatMessage) => void;
}

/** One message the server has: a system line, a hidden one, or text, quick reply or a file. */
export function MessageBubble({ message, mine, onHide }: MessageBubbleProps) {
  const { t } = useTranslation();
  const time = formatClockTime(message.createdAt);
  if (message.kind === 'system')
    return (
      <Box component="li" sx={{ display: 'flex', justifyContent: 'center', px: 2 }}>
        <Typography
          variant="caption"
          sx={{ px: 1.5, py: 0.5, borderRadius: 4, bgcolor: 'action.hover', textAlign: 'center' }}
        >
          {message.body} · {time}
        </Typography>
      </Box>
    );
  const author = mine ? null : (message.author?.name ?? t('chat.system'));
  const hidden = message.kind === 'hidden' || message.hiddenAt !== null;
  return (
    <Bubble
      mine={mine}
      author={author}
      time={time}
      state={mine ? message.state : null}
      actions={onHide && !hidden ? <HideAction onHide={() => onHide(message)} /> : undefined}
    >
      {hidden ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('chat.hidden')}
        </Typography>
      ) : (
        <>
          {message.attachment && (
            <MessageAttachment
              attachment={message.attachment}
              author={message.author?.name ?? ''}
            />
          )}
          {message.body && (
            <MessageText text={message.body} quick={message.kind === 'quick-reply'} />
          )}
        </>
      )}
    </Bubble>
  );
}
