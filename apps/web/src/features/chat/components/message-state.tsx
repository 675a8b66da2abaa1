import type { ChatMessageState } from '@raahi/domain/chat';
import Box from '@mui/material/Box';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslation } from 'react-i18next';

export type ShownState = ChatMessageState | 'waiting' | 'refused';

const ICONS = {
  sending: ScheduleIcon,
  waiting: ScheduleIcon,
  sent: DoneIcon,
  read: DoneAllIcon,
  refused: ErrorOutlineIcon,
} as const;

/** Where one of my messages stands: a clock, one tick, two blue ticks, or a warning. */
export function MessageState({ state, reason }: { state: ShownState; reason?: string }) {
  const { t } = useTranslation();
  const Icon = ICONS[state];
  const label =
    state === 'refused' ? t('chat.states.refused', { reason }) : t(`chat.states.${state}`);
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-state={state}
      sx={{
        display: 'inline-flex',
        color: state === 'read' ? 'info.main' : state === 'refused' ? 'error.main' : 'inherit',
      }}
    >
      <Icon sx={{ fontSize: 16 }} />
    </Box>
  );
}
