import type { ScheduleItem } from '@raahi/domain/duties';
import ButtonBase from '@mui/material/ButtonBase';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatTime } from '../lib/ist';
import { placeBlock } from '../lib/lanes';
import { STATUS_COLOURS } from '../lib/status-colours';

/** The height of one row of blocks in a lane (px); overlapping duties take a row each. */
export const ROW_HEIGHT = 58;
/** A block is drawn at least this wide (px), so a short duty still shows its label. */
export const MIN_BLOCK_PX = 88;

/**
 * One duty on the lanes: a block from its start to its end in the window, coloured by its
 * status, on the row `row` of its lane; it opens the duty. Nothing if it is outside the window.
 * Its name is its visible lines read with pauses, and the status where only the colour shows
 * it: 'DUT-000001, 09:30–11:30, Infosys, Requested' (WCAG 2.5.3, Label in Name).
 */
export function LaneDutyBlock({
  item,
  row,
  kind,
  windowStart,
  windowEnd,
  onOpen,
}: {
  item: ScheduleItem;
  row: number;
  kind: 'day' | 'week';
  windowStart: number;
  windowEnd: number;
  onOpen: (dutyId: string) => void;
}) {
  const { t } = useTranslation();
  const place = placeBlock(item, windowStart, windowEnd);
  if (!place) return null;
  const colour = STATUS_COLOURS[item.status];
  const time = `${formatTime(item.scheduledStart)}–${formatTime(item.scheduledEnd)}`;
  const status = t(`duties.statuses.${item.status}`);
  return (
    <ButtonBase
      onClick={() => onOpen(item.id)}
      data-testid={`duty-block-${item.regId}`}
      data-status={item.status}
      focusRipple
      // Per-block geometry goes inline: one CSS class per position would pile up.
      style={
        {
          top: 4 + row * ROW_HEIGHT,
          '--block-left': `${place.left}%`,
          width: `max(${place.width}%, ${MIN_BLOCK_PX}px)`,
        } as CSSProperties
      }
      sx={{
        position: 'absolute',
        // At its least width, a block late in the window ends at its edge.
        left: `min(var(--block-left), 100% - ${MIN_BLOCK_PX}px)`,
        height: ROW_HEIGHT - 6,
        zIndex: 2,
        px: 0.75,
        py: 0.25,
        display: 'block',
        textAlign: 'left',
        overflow: 'hidden',
        borderRadius: 1,
        bgcolor: colour.bg,
        color: colour.fg,
        boxShadow: 1,
        borderLeft: place.clippedStart ? '3px dashed rgba(0,0,0,.4)' : undefined,
        textDecoration: item.status === 'Cancelled' ? 'line-through' : undefined,
        '&:hover, &.Mui-focusVisible': { filter: 'brightness(0.92)', boxShadow: 3 },
        '& > span': {
          display: 'block',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          fontSize: '0.72rem',
          lineHeight: 1.35,
        },
      }}
    >
      {/* The week's blocks are narrow: their colour says the status there. */}
      <span style={{ fontWeight: 700 }}>
        {kind === 'day' ? `${item.regId} · ${status}` : item.regId}
        <VisuallyHidden>,</VisuallyHidden>
      </span>
      <span>
        {time}
        <VisuallyHidden>,</VisuallyHidden>
      </span>
      <span>
        {item.company.name}
        {kind === 'week' && <VisuallyHidden>{`, ${status}`}</VisuallyHidden>}
      </span>
    </ButtonBase>
  );
}
