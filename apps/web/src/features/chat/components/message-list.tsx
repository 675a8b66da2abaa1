import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import type { ThreadEntry } from '../lib/thread';

/** Within this distance of an edge counts as at it: older messages load, new ones scroll in. */
const EDGE_PX = 120;

interface MessageListProps {
  entries: ThreadEntry[];
  renderEntry: (entry: ThreadEntry) => ReactNode;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  onLoadOlder: () => void;
  /** Below the last message: who is typing. */
  footer?: ReactNode;
  label: string;
}

const timeOf = (entry: ThreadEntry) =>
  entry.type === 'message' ? entry.message.createdAt : entry.queued.createdAt;

function useDayLabel() {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  const today = formatDate(now.toISOString());
  const yesterday = formatDate(new Date(now.getTime() - 86_400_000).toISOString());
  return (day: string) =>
    day === today ? t('chat.today') : day === yesterday ? t('chat.yesterday') : day;
}

/**
 * The thread's lines with a divider per India day, scrolled to the newest. Scrolling near the
 * top loads older messages, keeping what is on screen in place; a new message scrolls into
 * view when the reader was at the bottom already (or wrote it).
 */
export function MessageList(props: MessageListProps) {
  const { t } = useTranslation();
  const { entries, hasOlder, loadingOlder, olderFailed, onLoadOlder } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const anchor = useRef<{ firstKey: string | undefined; height: number } | null>(null);
  const lastKey = useRef<string | undefined>(undefined);
  const dayLabel = useDayLabel();

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const first = entries[0]?.key;
    const last = entries.at(-1);
    if (anchor.current && anchor.current.firstKey !== first) {
      // Older messages came in above: keep the reader's place.
      element.scrollTop += element.scrollHeight - anchor.current.height;
      anchor.current = null;
    } else if (last?.key !== lastKey.current) {
      const mineJustNow = last?.type === 'queued' || (last?.type === 'message' && last.mine);
      if (atBottom.current || mineJustNow || lastKey.current === undefined)
        element.scrollTop = element.scrollHeight;
    }
    lastKey.current = last?.key;
  }, [entries]);

  // The screen shrank (a phone's keyboard opened) or grew: a reader at the newest stays there.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  function loadOlder() {
    anchor.current = { firstKey: entries[0]?.key, height: scroller.current?.scrollHeight ?? 0 };
    onLoadOlder();
  }

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (element.scrollTop < EDGE_PX && hasOlder && !loadingOlder && !olderFailed) loadOlder();
  }

  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      data-testid="chat-messages"
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', py: 1.5, overscrollBehavior: 'contain' }}
    >
      {loadingOlder && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <CircularProgress size={20} aria-label={t('chat.olderLoading')} />
        </Box>
      )}
      {hasOlder && !loadingOlder && !olderFailed && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button size="small" onClick={loadOlder}>
            {t('chat.loadOlder')}
          </Button>
        </Box>
      )}
      {olderFailed && (
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, py: 1 }}>
          <Typography variant="caption" color="error">
            {t('chat.olderFailed')}
          </Typography>
          <Button size="small" onClick={loadOlder}>
            {t('chat.retry')}
          </Button>
        </Box>
      )}
      <Box
        component="ol"
        aria-label={props.label}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {entries.map((entry, index) => {
          const day = formatDate(timeOf(entry));
          const previous = entries[index - 1];
          const divider =
            !previous || formatDate(timeOf(previous)) !== day ? (
              <Box component="li" key={`day-${day}`} aria-hidden sx={{ px: 2 }}>
                <Divider>
                  <Typography variant="caption" color="text.secondary">
                    {dayLabel(day)}
                  </Typography>
                </Divider>
              </Box>
            ) : null;
          return (
            <Fragment key={entry.key}>
              {divider}
              {props.renderEntry(entry)}
            </Fragment>
          );
        })}
      </Box>
      {props.footer}
    </Box>
  );
}
