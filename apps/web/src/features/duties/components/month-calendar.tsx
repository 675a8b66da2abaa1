import { WEEKDAYS, type ScheduleDays } from '@raahi/domain/duties';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDayLong, formatMonth, todayIst } from '../lib/ist';
import { countList, daysOf, total } from '../lib/month';
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
        const count = total(dayCounts);
        const outside = day.slice(0, 7) !== month;
        return (
          <ButtonBase
            key={day}
            onClick={() => onPickDay(day)}
            aria-label={t('duties.month.dayLabel', { date: formatDayLong(day), count })}
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
              opacity: outside ? 0.55 : 1,
              '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
            }}
          >
            <Typography
              variant="body2"
              sx={{
                fontWeight: day === today ? 700 : 500,
                color: day === today ? 'primary.main' : undefined,
                mb: 0.5,
              }}
            >
              {Number(day.slice(8))}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {countList(dayCounts).map(({ status, count: n }) => (
                <Box
                  key={status}
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
                  {n}
                </Box>
              ))}
            </Box>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
