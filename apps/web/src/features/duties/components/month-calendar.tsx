import type { ScheduleDays } from '@raahi/domain/duties';
import { WEEKDAYS } from '@raahi/domain/duty-constants';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatMonth, formatWeekday, todayIst } from '../lib/ist';
import { countList, daysOf } from '../lib/month';
import { STATUS_COLOURS } from '../lib/status-colours';

interface MonthCalendarProps {
  /** The server's counts by India day and status (days without duties left out). */
  days: ScheduleDays['days'];
  /** Any date in the month. */
  date: string;
  start: string;
  end: string;
  onPickDay: (date: string) => void;
}

/** The month as whole weeks, each day with its duties counted by status; a day opens it. */
export function MonthCalendar({ days, date, start, end, onPickDay }: MonthCalendarProps) {
  const { t } = useTranslation();
  const counts = new Map(days.map((day) => [day.date, day.counts]));
  const month = date.slice(0, 7);
  const today = todayIst();

  return (
    <Box
      role="group"
      aria-label={t('duties.month.calendarLabel', { month: formatMonth(date) })}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {WEEKDAYS.map((weekday) => (
        <Typography
          key={weekday}
          variant="caption"
          sx={{
            textAlign: 'center',
            py: 0.75,
            fontWeight: 600,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
          }}
        >
          {t(`duties.weekdays.${weekday}`)}
        </Typography>
      ))}
      {daysOf(start, end).map((day) => {
        const dayCounts = counts.get(day) ?? {};
        const outside = day.slice(0, 7) !== month;
        const statuses = countList(dayCounts);
        // Named by what it shows, the date's number and each status's count, with the words
        // around them hidden: 'Wednesday, 3 June 2026: 1 Requested, 1 Completed'.
        return (
          <ButtonBase
            key={day}
            onClick={() => onPickDay(day)}
            data-testid={`month-day-${day}`}
            focusRipple
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'stretch',
              justifyContent: 'flex-start',
              textAlign: 'left',
              minHeight: { xs: 64, sm: 104 },
              p: { xs: 0.5, sm: 1 },
              borderRight: 1,
              borderBottom: 1,
              borderColor: 'divider',
              // Days of the months around are greyed, not faded: faded text and counts fell
              // below 4.5:1.
              bgcolor: outside ? 'action.hover' : undefined,
              '&:hover, &.Mui-focusVisible': { bgcolor: 'action.selected' },
            }}
          >
            <Typography
              variant="body2"
              sx={{
                fontWeight: day === today ? 700 : 500,
                color: day === today ? 'primary.main' : outside ? 'text.secondary' : undefined,
                mb: 0.5,
              }}
            >
              {/* The spaces stay outside the hidden words: a name is trimmed element by element. */}
              <VisuallyHidden>{`${formatWeekday(day)},`}</VisuallyHidden> {Number(day.slice(8))}{' '}
              <VisuallyHidden>{`${formatMonth(day)}:`}</VisuallyHidden>
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {statuses.map(({ status, count }, index) => (
                // A flex box draws no space between its items, but the name needs one.
                <Fragment key={status}>
                  <Box
                    component="span"
                    title={t(`duties.statuses.${status}`)}
                    data-testid={`count-${day}-${status}`}
                    sx={{
                      px: 0.6,
                      minWidth: 20,
                      textAlign: 'center',
                      borderRadius: 1,
                      fontSize: '0.72rem',
                      fontWeight: 700,
                      lineHeight: 1.6,
                      bgcolor: STATUS_COLOURS[status].bg,
                      color: STATUS_COLOURS[status].fg,
                    }}
                  >
                    {count}{' '}
                    <VisuallyHidden>
                      {`${t(`duties.statuses.${status}`)}${index < statuses.length - 1 ? ',' : ''}`}
                    </VisuallyHidden>
                  </Box>{' '}
                </Fragment>
              ))}
              {statuses.length === 0 && (
                <VisuallyHidden>{t('duties.month.noDuties')}</VisuallyHidden>
              )}
            </Box>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
