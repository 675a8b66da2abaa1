import { QUICK_REPLIES } from '@raahi/domain/chat';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_TEXT_MAX } from '@raahi/domain/chat-constants';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_ATTACHMENT_ACCEPT } from '../api/send-attachment';
import type { ChatDraft } from '../lib/chat-draft';

const ACCEPTED = CHAT_ATTACHMENT_ACCEPT.split(',');

interface ComposerProps {
  /** Drivers get the one-tap lines of their day. */
  quickReplies: boolean;
  onSend: (draft: ChatDraft) => void;
  onTyped: () => void;
}

/** Writes a message, attaches an image or PDF, or sends a driver's quick reply. */
export function Composer({ quickReplies, onSend, onTyped }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  function send() {
    const body = text.trim();
    if (!body) return;
    onSend({ kind: 'text', body });
    setText('');
  }

  function attach(file: File | undefined) {
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setProblem(t('chat.composer.wrongType'));
    if (file.size > CHAT_ATTACHMENT_MAX_BYTES)
      return setProblem(
        t('chat.composer.tooLarge', { mb: CHAT_ATTACHMENT_MAX_BYTES / 1024 / 1024 }),
      );
    setProblem(null);
    // What is written goes with the file as its caption.
    const caption = text.trim() || undefined;
    onSend({ kind: 'attachment', file, caption });
    setText('');
  }

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: { xs: 1, sm: 2 },
        py: 1,
        display: 'grid',
        gap: 1,
      }}
    >
      {quickReplies && (
        <Box
          role="group"
          aria-label={t('chat.composer.quickReplies')}
          sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.25 }}
        >
          {QUICK_REPLIES.map((reply) => (
            <Chip
              key={reply}
              label={reply}
              color="secondary"
              variant="outlined"
              onClick={() => onSend({ kind: 'quick-reply', body: reply })}
              sx={{ flexShrink: 0 }}
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_ATTACHMENT_ACCEPT}
          hidden
          data-testid="chat-attachment-input"
          onChange={(event) => {
            attach(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <IconButton
          aria-label={t('chat.composer.attach')}
          onClick={() => fileInput.current?.click()}
        >
          <AttachFileIcon />
        </IconButton>
        <TextField
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onTyped();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          label={t('chat.composer.label')}
          placeholder={t('chat.composer.placeholder')}
          multiline
          maxRows={4}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: CHAT_TEXT_MAX, enterKeyHint: 'send' } }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t('chat.composer.send')}
          disabled={!text.trim()}
        >
          <SendIcon />
        </IconButton>
      </Box>
      {problem && (
        <Typography variant="caption" color="error" role="alert">
          {problem}
        </Typography>
      )}
    </Box>
  );
}
