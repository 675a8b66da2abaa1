import type { ConversationSummary } from '@raahi/domain/chat';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

interface ThreadHeaderProps {
  conversation: ConversationSummary | undefined;
  /** On a phone the list is another screen: a way back to it. */
  backTo?: string;
  me: string;
}

export function ThreadHeader({ conversation, backTo, me }: ThreadHeaderProps) {
  const { t } = useTranslation();
  const others = conversation?.members.filter((member) => member.userId !== me) ?? [];
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        minHeight: 56,
      }}
    >
      {backTo && (
        <IconButton component={RouterLink} to={backTo} aria-label={t('chat.back')} edge="start">
          <ArrowBackIcon />
        </IconButton>
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 600 }}>
          {conversation?.title ?? ''}
        </Typography>
        {conversation && (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {others.length > 0
              ? t('chat.members', { names: others.map((member) => member.name).join(', ') })
              : t(`chat.kinds.${conversation.kind}`)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
