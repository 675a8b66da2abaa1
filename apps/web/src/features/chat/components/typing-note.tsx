import type { ChatTyping } from '@raahi/domain/chat';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** "Manjunath is typing…", announced politely to screen readers. */
export function TypingNote({ typing }: { typing: ChatTyping[] }) {
  const { t } = useTranslation();
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      aria-live="polite"
      sx={{ display: 'block', px: 2, minHeight: 20, fontStyle: 'italic' }}
    >
      {typing.length > 0 &&
        t('chat.typing', {
          count: typing.length,
          names: typing.map((note) => note.name.split(' ')[0]).join(', '),
        })}
    </Typography>
  );
}
