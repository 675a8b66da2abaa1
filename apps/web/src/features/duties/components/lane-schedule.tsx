import type { ScheduleItem } from '@raahi/domain/duties';
import type { ScheduleLane } from '@raahi/domain/duty-constants';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, DAY_MS, dayStartMs, formatDayShort, todayIst } from '../lib/ist';
import { groupIntoLanes, packRows, scrollFocus } from '../lib/lanes';
import { LaneDutyBlock, MIN_BLOCK_PX, ROW_HEIGHT } from './lane-duty-block';
import { listLabel } from '../../../lib/list-labels';

interface LaneScheduleProps {
  items: ScheduleItem[];
  kind: 'day' | 'week';
  /** The first day shown (the day itself, or the week's Monday). */
  start: string;
  lane: ScheduleLane;
  /** A driver sees its own duties in one lane, whatever they are assigned. */
  singleLane: string | null;
  onOpen: (dutyId: string) => void;
}

const LABEL_WIDTH = { xs: 112, sm: 180 };
/** The timeline's least width: past it, the lanes scroll sideways inside their box. */
const MIN_WIDTH = { day: 24 * 56, week: 7 * 128 };

/**
 * Day and week views: a lane per vendor, driver or vehicle down the side, time across, each
 * duty a block from its start to its end, coloured by status.
 */
export function LaneSchedule({ items, kind, start, lane, singleLane, onOpen }: LaneScheduleProps) {
  const { t } = useTranslation();
  const days = kind === 'day' ? 1 : 7;
  const windowStart = dayStartMs(start);
  const windowEnd = windowStart + days * DAY_MS;
  const minWidth = MIN_WIDTH[kind];
  const minSpan = ((windowEnd - windowStart) * MIN_BLOCK_PX) / minWidth;
  const lanes = singleLane
    ? [{ key: 'own', label: singleLane, detail: null, items }]
    : groupIntoLanes(items, lane, t('duties.lanes.unassigned'));
  const today = todayIst();
  const columns =
    kind === 'day'
      ? Array.from({ length: 24 }, (_, hour) => ({
          key: String(hour),
          label: `${String(hour).padStart(2, '0')}:00`,
          highlight: false,
        }))
      : Array.from({ length: 7 }, (_, index) => {
          const day = addDays(start, index);
          return { key: day, label: formatDayShort(day), highlight: day === today };
        });
  const [nowMs] = useState(() => Date.now());
  const nowLeft =
    nowMs >= windowStart && nowMs < windowEnd
      ? ((nowMs - windowStart) / (windowEnd - windowStart)) * 100
      : null;

  // Once per window, and once its duties are in: scroll the lanes to now, or to the first duty,
  // so a phone does not open on the small hours.
  const scroller = useRef<HTMLDivElement>(null);
  const labelCell = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef<string | null>(null);
  const windowKey = `${kind}:${start}:${items.length > 0}`;
  useEffect(() => {
    const box = scroller.current;
    if (!box || scrolledFor.current === windowKey) return;
    scrolledFor.current = windowKey;
    const timeline = box.scrollWidth - (labelCell.current?.offsetWidth ?? 0);
    const focus = scrollFocus(items, windowStart, windowEnd, nowMs);
    box.scrollLeft = Math.max(0, focus * timeline - 16);
  }, [windowKey, items, windowStart, windowEnd, nowMs]);

  const grid = (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${columns.length}, 1fr)`,
        pointerEvents: 'none',
      }}
    >
      {columns.map((column) => (
        <Box
          key={column.key}
          sx={{
            borderLeft: 1,
            borderColor: 'divider',
            bgcolor: column.highlight ? 'action.hover' : undefined,
          }}
        />
      ))}
    </Box>
  );

  return (
    <Box
      role="region"
      aria-label={t('duties.scheduleLabel')}
      tabIndex={0}
      data-testid="lane-schedule"
      ref={scroller}
      sx={{
        overflowX: 'auto',
        maxWidth: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        sx={{
          display: 'grid',
          // As wide as its columns: a sticky name stays inside its grid's box, and a box as wide
          // as the scroller let the names scroll away with the timeline on a phone.
          minWidth: { xs: LABEL_WIDTH.xs + minWidth, sm: LABEL_WIDTH.sm + minWidth },
          gridTemplateColumns: {
            xs: `${LABEL_WIDTH.xs}px minmax(${minWidth}px, 1fr)`,
            sm: `${LABEL_WIDTH.sm}px minmax(${minWidth}px, 1fr)`,
          },
        }}
      >
        <Box
          ref={labelCell}
          sx={{
            position: 'sticky',
            left: 0,
            zIndex: 3,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderRight: 1,
            borderColor: 'divider',
            p: 1,
          }}
        >
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
            {singleLane ? '' : t(`duties.lanes.header.${lane}`)}
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${columns.length}, 1fr)`,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {columns.map((column) => (
            <Typography
              key={column.key}
              variant="caption"
              data-testid={kind === 'week' ? `day-column-${column.key}` : undefined}
              sx={{
                px: 0.5,
                py: 1,
                borderLeft: 1,
                borderColor: 'divider',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                fontWeight: column.highlight ? 700 : 500,
                bgcolor: column.highlight ? 'action.hover' : undefined,
              }}
            >
              {column.label}
            </Typography>
          ))}
        </Box>

        {lanes.length === 0 && (
          <>
            <Box sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper' }} />
            <Box sx={{ position: 'relative', minHeight: ROW_HEIGHT + 16 }}>
              {grid}
              <Typography color="text.secondary" sx={{ p: 2, position: 'sticky', left: 0 }}>
                {t('duties.emptyPeriod')}
              </Typography>
            </Box>
          </>
        )}

        {lanes.map((row) => {
          const { rows, count } = packRows(row.items, minSpan, windowEnd);
          return (
            <Box
              key={row.key}
              role="group"
              aria-label={row.label}
              data-testid={`lane-${row.key}`}
              sx={{ display: 'contents' }}
            >
              <Box
                sx={{
                  position: 'sticky',
                  left: 0,
                  // Above the duty blocks (2), which pass under the names as the lanes scroll.
                  zIndex: 3,
                  bgcolor: 'background.paper',
                  borderRight: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  p: 1,
                  minWidth: 0,
                }}
              >
                <Typography
                  variant="body2"
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.3 }}
                >
                  {row.label}
                </Typography>
                {row.detail && (
                  <Typography variant="caption" color="text.secondary">
                    {/* A vehicle's lane names its category, a driver's her id. */}
                    {lane === 'vehicle'
                      ? listLabel(t, 'vehicleCategories', row.detail)
                      : row.detail}
                  </Typography>
                )}
              </Box>
              <Box
                sx={{
                  position: 'relative',
                  height: count * ROW_HEIGHT + 8,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                {grid}
                {nowLeft !== null && (
                  <Box
                    aria-hidden
                    sx={{
                      position: 'absolute',
                      top: 0,
                      bottom: 0,
                      left: `${nowLeft}%`,
                      width: 2,
                      bgcolor: 'error.main',
                      zIndex: 1,
                    }}
                  />
                )}
                {row.items.map((item) => (
                  <LaneDutyBlock
                    key={item.id}
                    item={item}
                    row={rows.get(item.id) ?? 0}
                    kind={kind}
                    windowStart={windowStart}
                    windowEnd={windowEnd}
                    onOpen={onOpen}
                  />
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
