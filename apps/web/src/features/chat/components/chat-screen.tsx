import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ForumIcon from '@mui/icons-material/Forum';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisibleHeight } from '../../../lib/use-visible-height';
import { ConversationList } from './conversation-list';
import { DutyConversationOpener } from './duty-conversation-opener';
import { Thread } from './thread';

/** The space the shell leaves between its content and its footer, given back on a phone. */
const PHONE_GAP = 24;

interface ChatScreenProps {
  me: string;
  driver: boolean;
  mayHide: boolean;
  conversationId: string | undefined;
  /** A duty whose conversation to open (`/chat?duty=`). */
  dutyId: string | null;
  q: string;
  onSearch: (q: string) => void;
  /** A way to start a conversation (NewConversation), where the caller has one. */
  start?: ReactNode;
  /** What sits fixed below the screen (the shell's footer and margin), in px. */
  bottomReserve: number;
}

function NothingChosen() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3, textAlign: 'center' }}>
      <Box>
        <ForumIcon color="disabled" sx={{ fontSize: 56 }} />
        <Typography variant="h6" component="h2">
          {t('chat.pick.title')}
        </Typography>
        <Typography color="text.secondary">{t('chat.pick.body')}</Typography>
      </Box>
    </Box>
  );
}

/**
 * The list and the thread: side by side from 900 px up; on a phone, separate screens (the list at
 * /chat, a thread at /chat/:id with a way back). The screen fills what is visible down to the
 * footer, and shrinks with the visual viewport when a phone's keyboard opens, so the composer
 * stays above it.
 */
export function ChatScreen(props: ChatScreenProps) {
  const { me, conversationId, dutyId } = props;
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const frame = useRef<HTMLDivElement>(null);
  const height = useVisibleHeight(frame, props.bottomReserve - (wide ? 0 : PHONE_GAP));

  const thread = dutyId ? (
    <DutyConversationOpener dutyId={dutyId} />
  ) : conversationId ? (
    <Thread
      key={conversationId}
      conversationId={conversationId}
      me={me}
      driver={props.driver}
      mayHide={props.mayHide}
      backTo={wide ? undefined : '/chat'}
    />
  ) : (
    <NothingChosen />
  );
  const list = (
    <ConversationList
      me={me}
      q={props.q}
      onSearch={props.onSearch}
      selectedId={conversationId}
      start={props.start}
    />
  );
  const showThread = Boolean(conversationId || dutyId);

  return (
    <Paper
      ref={frame}
      variant="outlined"
      sx={{
        height: height ?? 'calc(100dvh - 160px)',
        display: 'grid',
        // minmax(0, …): a long title is cut with an ellipsis, never widens the screen.
        gridTemplateColumns: wide ? 'minmax(300px, 360px) minmax(0, 1fr)' : 'minmax(0, 1fr)',
        overflow: 'hidden',
        // Edge to edge on a phone, down to the footer: every pixel goes to the messages.
        mx: { xs: -2, md: 0 },
        mt: { xs: -2, md: 0 },
        mb: { xs: `-${PHONE_GAP}px`, md: 0 },
        borderRadius: { xs: 0, md: 1 },
      }}
    >
      {(wide || !showThread) && (
        <Box
          component="section"
          aria-label={t('chat.listLabel')}
          sx={{ minHeight: 0, borderRight: wide ? 1 : 0, borderColor: 'divider' }}
        >
          {list}
        </Box>
      )}
      {(wide || showThread) && (
        <Box component="section" sx={{ minHeight: 0, minWidth: 0, bgcolor: 'background.default' }}>
          {thread}
        </Box>
      )}
    </Paper>
  );
}
