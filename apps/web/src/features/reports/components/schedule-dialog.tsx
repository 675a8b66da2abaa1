import {
  MAX_SCHEDULE_DAY_OF_MONTH,
  REPORT_FREQUENCIES,
  type ReportFrequency,
} from '@raahi/domain/report-schedules';
import { REPORT_FORMATS, type ReportFormat } from '@raahi/domain/reports';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** What the dialog asks; the report and its filters come from the page. */
export interface ScheduleChoice {
  frequency: ReportFrequency;
  timeOfDay: string;
  weekday: number | null;
  dayOfMonth: number | null;
  format: ReportFormat;
  name: string | null;
}

interface ScheduleDialogProps {
  open: boolean;
  /** Whether the report covers a period (compliance is as of the day it is sent). */
  periodic: boolean;
  pending: boolean;
  /** The server's refusal, in its words. */
  error: string | null;
  onSubmit: (choice: ScheduleChoice) => void;
  onClose: () => void;
}

/** Monday first, as Indian calendars print the week; the numbers are the API's (0 Sunday). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
type Weekday = (typeof WEEKDAYS)[number];
/** A weekday's name's key: the catalogue has one for each of 0 … 6. */
export const weekdayKey = (day: number) => `reports.schedule.weekdays.${day as Weekday}` as const;
const DAYS = Array.from({ length: MAX_SCHEDULE_DAY_OF_MONTH }, (_, i) => i + 1);

/** "Schedule e-mail": how often, at what India time, on which day, in which format. */
export function ScheduleDialog({
  open,
  periodic,
  pending,
  error,
  onSubmit,
  onClose,
}: ScheduleDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [frequency, setFrequency] = useState<ReportFrequency>('weekly');
  const [timeOfDay, setTimeOfDay] = useState('08:00');
  const [weekday, setWeekday] = useState(1);
  const [dayOfMonth, setDayOfMonth] = useState(1);
  const [format, setFormat] = useState<ReportFormat>('xlsx');
  const [name, setName] = useState('');
  const timeValid = /^([01]\d|2[0-3]):[0-5]\d$/.test(timeOfDay);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!timeValid) return;
    onSubmit({
      frequency,
      timeOfDay,
      weekday: frequency === 'weekly' ? weekday : null,
      dayOfMonth: frequency === 'monthly' ? dayOfMonth : null,
      format,
      name: name.trim() || null,
    });
  }

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{t('reports.schedule.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <Typography variant="body2" color="text.secondary">
              {t('reports.schedule.intro')}
            </Typography>
            <TextField
              select
              label={t('reports.schedule.frequency')}
              value={frequency}
              onChange={(event) => setFrequency(event.target.value as ReportFrequency)}
              helperText={
                periodic
                  ? t(`reports.schedule.covers.${frequency}`)
                  : t('reports.schedule.covers.asOf')
              }
            >
              {REPORT_FREQUENCIES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`reports.schedule.frequencies.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            {frequency === 'weekly' && (
              <TextField
                select
                label={t('reports.schedule.weekday')}
                value={weekday}
                onChange={(event) => setWeekday(Number(event.target.value))}
              >
                {WEEKDAYS.map((day) => (
                  <MenuItem key={day} value={day}>
                    {t(weekdayKey(day))}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {frequency === 'monthly' && (
              <TextField
                select
                label={t('reports.schedule.dayOfMonth')}
                value={dayOfMonth}
                onChange={(event) => setDayOfMonth(Number(event.target.value))}
                helperText={t('reports.schedule.dayOfMonthHelp')}
              >
                {DAYS.map((day) => (
                  <MenuItem key={day} value={day}>
                    {day}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              label={t('reports.schedule.time')}
              type="time"
              value={timeOfDay}
              onChange={(event) => setTimeOfDay(event.target.value)}
              error={!timeValid}
              helperText={t('reports.schedule.timeHelp')}
              required
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
            />
            <TextField
              select
              label={t('reports.schedule.format')}
              value={format}
              onChange={(event) => setFormat(event.target.value as ReportFormat)}
            >
              {REPORT_FORMATS.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`reports.formats.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('reports.schedule.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              helperText={t('reports.schedule.nameHelp')}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('reports.schedule.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('reports.schedule.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
